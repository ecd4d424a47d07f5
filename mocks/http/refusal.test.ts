import { describe, expect, it, vi } from 'vitest';
import { postCall } from '../testing/post-call';
import { setupMockApi } from '../testing/setup-mock-api';
import { defineCall } from './define-call';
import { mayRefuse, refuse, refuseWith } from './refusal';

const server = setupMockApi();

describe('refusals', () => {
  it('take the message from the contract: refuseWith(code) answers the code’s meaning', async () => {
    server.use(defineCall('bankCardAsDefault', () => refuseWith('05020008')));
    expect((await postCall('bankCardAsDefault', { cardId: 'BC1' })).json).toEqual({
      code: '00000000',
      msg: '成功',
      result: { statusCode: '05020008', msg: '银行卡不存在或已解绑' },
    });
  });

  it('carry data only when given, and any code with refuse(code, message)', async () => {
    server.use(
      defineCall('bankCardAsDefault', () => refuse('00000001', '请求参数有误', { field: 'cardId' })),
    );
    expect((await postCall('bankCardAsDefault', { cardId: 'BC1' })).json).toMatchObject({
      result: { statusCode: '00000001', msg: '请求参数有误', data: { field: 'cardId' } },
    });
  });

  it('answer only codes the call’s contract lists: another call’s code is a mock bug (HTTP 500)', async () => {
    expect(mayRefuse('bankCardAsDefault', '05020008')).toBe(true);
    expect(mayRefuse('bankCardAsDefault', '05020002')).toBe(false);
    expect(mayRefuse('bankCardAsDefault', '00000001')).toBe(true);
    expect(mayRefuse('queryOrderList', '12345678')).toBe(true);
    server.use(defineCall('bankCardAsDefault', () => refuseWith('05020002')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await postCall('bankCardAsDefault', { cardId: 'BC1' })).status).toBe(500);
    expect(String(logged.mock.calls.flat()[0])).toContain('refused with 05020002');
    logged.mockRestore();
  });

  it('success messages follow the call’s kind: 查询成功 for reads, 操作成功 for writes', async () => {
    server.use(
      defineCall('bankCardList', () => ({ acctName: '张伟', maxCards: 5, cards: [] })),
      defineCall('bankCardAsDefault', ({ requestData }) => ({ cardId: requestData.cardId })),
    );
    expect((await postCall('bankCardList', {})).json).toMatchObject({ result: { msg: '查询成功' } });
    expect((await postCall('bankCardAsDefault', { cardId: 'BC1' })).json).toMatchObject({
      result: { msg: '操作成功' },
    });
  });
});
