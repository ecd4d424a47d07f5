import { describe, expect, it } from 'vitest';
import {
  envelopeFailureMessage,
  failureWords,
  isSuccessText,
  outerFailureMessage,
  resultFailureMessage,
} from './failure-text';

describe('isSuccessText', () => {
  it.each([
    '成功',
    '操作成功',
    '请求成功',
    '解绑成功',
    '设置成功！',
    ' 处理成功。 ',
    '成\u200b功',
    '成功!!',
    'Success',
    'successfully',
    'OK',
    'ok.',
  ])('%j says it worked', (text) => {
    expect(isSuccessText(text)).toBe(true);
  });

  it.each([
    '解绑未成功：存在在途交易',
    '未成功',
    '不成功',
    '没有成功',
    '无法成功',
    '设置失败，未能成功',
    '成功率过低，暂不可认购',
    '系统繁忙',
    '请求失败',
    '',
    'not ok',
  ])('%j is not a success text (a failure reason is shown as it is)', (text) => {
    expect(isSuccessText(text)).toBe(false);
  });
});

describe('failure messages', () => {
  it('trims a failure text and drops an empty or a success text', () => {
    expect(failureWords(' 系统繁忙 ')).toBe('系统繁忙');
    expect(failureWords('解绑未成功：存在在途交易')).toBe('解绑未成功：存在在途交易');
    expect([failureWords('成功'), failureWords(' '), failureWords(null), failureWords(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('never takes a message that came with a success code', () => {
    const mixed = { code: '99999999', msg: '系统繁忙', result: { statusCode: '00000000', msg: '已受理' } };
    expect([outerFailureMessage(mixed), resultFailureMessage(mixed), envelopeFailureMessage(mixed)]).toEqual([
      '系统繁忙',
      undefined,
      '系统繁忙',
    ]);
    const business = { code: '00000000', msg: '已受理', result: { statusCode: '05020008', msg: '卡不存在' } };
    expect([outerFailureMessage(business), envelopeFailureMessage(business)]).toEqual([
      undefined,
      '卡不存在',
    ]);
    const allSuccess = {
      code: '00000000',
      msg: '处理完成',
      result: { statusCode: '00000000', msg: '处理完成' },
    };
    expect(envelopeFailureMessage(allSuccess)).toBeUndefined();
    expect(envelopeFailureMessage(undefined)).toBeUndefined();
  });

  it('drops a success text even under a failure code', () => {
    expect(envelopeFailureMessage({ code: '99999999', msg: '操作成功', result: null })).toBeUndefined();
    expect(
      envelopeFailureMessage({ code: '00000000', result: { statusCode: '05020001', msg: '成功' } }),
    ).toBe(undefined);
  });
});
