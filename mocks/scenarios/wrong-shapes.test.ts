import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { responseSchemaOf } from '../contract/response-schemas';
import { okEnvelope } from '../http/envelope';
import { callData } from '../testing/post-call';
import { setupMockApi } from '../testing/setup-mock-api';
import { WRONG_SHAPES, wrongShape, wrongShapesOf } from './wrong-shapes';

setupMockApi();

const LIST = {
  acctName: '张伟',
  maxCards: 5,
  cards: [
    { cardId: 'BC1', bnkName: '招商银行', tags: [] },
    { cardId: 'BC2', bnkName: '中国工商银行', tags: ['HOLDING'] },
  ],
};

describe('wrongShape', () => {
  it.each([
    ['array-to-string', { ...LIST, cards: '[object Object],[object Object]' }],
    ['null-in-list', { ...LIST, cards: [null, ...LIST.cards] }],
    ['item-without-fields', { ...LIST, cards: [{}, LIST.cards[1]] }],
    ['number-for-string', { ...LIST, acctName: 12345 }],
    ['string-items', { ...LIST, cards: ['BC1', 'BC2'] }],
  ] as const)('%s changes the outermost place it applies to', (shape, expected) => {
    expect(wrongShape(LIST, shape)).toEqual(expected);
  });

  it.each([
    ['array-to-string', 'wrong-type'],
    ['null-in-list', [null]],
    ['item-without-fields', {}],
    ['number-for-string', 12345],
    ['string-items', ['wrong-type']],
  ] as const)('%s changes the whole payload when nothing inside fits', (shape, expected) => {
    expect(wrongShape({ count: 3 }, shape)).toEqual(expected);
  });

  it('turns a list of strings (an enum list) into an unknown value for string-items', () => {
    expect(wrongShape({ unbindBlockedBy: ['HOLDING'] }, 'string-items')).toEqual({
      unbindBlockedBy: ['wrong-type'],
    });
  });

  it('never changes its input, and always returns JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...WRONG_SHAPES), (data, shape) => {
        const before = JSON.stringify(data);
        const wrong = wrongShape(data, shape);
        expect(JSON.stringify(data)).toBe(before);
        expect(() => JSON.stringify(wrong)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

/** Real answers of the stateful mock: every shape must break the contract's response schema. */
const READS: [call: string, requestData: unknown][] = [
  ['bankCardList', {}],
  ['getBankCardList', { businessType: 'SUBSCRIBE' }],
  ['getOrderBankCard', { orderNo: 'OD202406180012' }],
  ['selectAreaCity', { provinceCode: '', cityCode: '' }],
  ['selectExternalDict', { dictCode: 'cnty_cd' }],
  ['newSelectCountryList', { areaName: '' }],
  ['queryBankCardHeadList', { bnkName: '' }],
];

describe('every wrong shape breaks the contract', () => {
  it.each(READS)('%s', async (call, requestData) => {
    const schema = responseSchemaOf(call)!;
    const data = await callData(call, requestData);
    expect(schema.safeParse(okEnvelope(data)).success).toBe(true);
    for (const wrong of wrongShapesOf(data)) {
      expect(schema.safeParse(okEnvelope(wrong.data)).success, `${call} ${wrong.shape}`).toBe(false);
    }
  });
});
