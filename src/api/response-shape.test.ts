import { describe, expect, it } from 'vitest';
import { operations } from '@gen/operations';
import { callFacts, domainOfCall } from '@tests/support/call-facts';
import { shapeIssues } from './response-shape';

const ok = (data: unknown) => ({
  code: '00000000',
  msg: '成功',
  result: { statusCode: '00000000', msg: '成功', data },
});

const card = {
  cardId: 'BC1',
  bnkName: '招商银行',
  cardNoMasked: '6214********5678',
  cardNoLast4: '5678',
  acctName: '张伟',
  reservedPhoneMasked: '138****5678',
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  branchName: '深圳科技园支行',
  isDefault: true,
  unbindable: true,
  unbindBlockedBy: [],
};
const list = (cards: unknown) => ok({ acctName: '张伟', maxCards: 5, cards });

describe('response shapes from the contract', () => {
  it('has the facts of every call of the operation table, under its domain', async () => {
    const missing: string[] = [];
    for (const [name, { tag, read, codes }] of Object.entries(operations)) {
      const facts = await callFacts(name);
      if (
        domainOfCall(name) !== tag ||
        facts?.read !== read ||
        !facts ||
        facts.codes.join() !== Object.keys(codes).join()
      )
        missing.push(name);
    }
    expect(missing).toEqual([]);
  });

  it('passes an answer that fits', async () => {
    expect(shapeIssues(await callFacts('bankCardList'), list([card]))).toEqual([]);
  });

  it.each([
    ['cards is a string', list('[]'), 'result.data.cards', 'invalid_type: expected array'],
    ['[null] in the list', list([null]), 'result.data.cards[0]', 'invalid_type: expected object'],
    ['a card without its fields', list([{ cardId: 'BC1' }]), 'result.data.cards[0].bnkName', 'invalid_type'],
    [
      'a number for a string',
      list([{ ...card, cardNoLast4: 5678 }]),
      'result.data.cards[0].cardNoLast4',
      'invalid_type',
    ],
    [
      'an unmasked card number',
      list([{ ...card, cardNoMasked: '6214000012345678' }]),
      'result.data.cards[0].cardNoMasked',
      'invalid_format',
    ],
    [
      'a number in an enum list',
      list([{ ...card, unbindBlockedBy: [7] }]),
      'result.data.cards[0].unbindBlockedBy[0]',
      'invalid_value',
    ],
  ])('names the path when %s', async (_, envelope, path, problem) => {
    const issues = shapeIssues(await callFacts('bankCardList'), envelope);
    expect(issues[0]?.path).toBe(path);
    expect(issues[0]?.problem).toContain(problem);
  });

  it('wants data on a read whose contract gives it a shape, not on a write', async () => {
    const list = await callFacts('bankCardList');
    expect(shapeIssues(list, ok(undefined), { requireData: true })).toEqual([
      { path: 'result.data', problem: 'missing' },
    ]);
    expect(shapeIssues(list, ok(null), { requireData: true })).toHaveLength(1);
    expect(shapeIssues(await callFacts('bankCardAsDefault'), ok(undefined))).toEqual([]);
  });

  it('takes a new enum value as open (the page shows its fallback), not as a wrong shape', async () => {
    const newType = list([{ ...card, unbindable: false, unbindBlockedBy: ['FROZEN', 'HOLDING'] }]);
    expect(shapeIssues(await callFacts('bankCardList'), newType)).toEqual([]);
  });

  it('lets calls the contract does not know pass', async () => {
    expect(await callFacts('notInTheContract')).toBeUndefined();
    expect(shapeIssues(undefined, ok('x'))).toEqual([]);
  });

  it('picks items of the wrong type out of a picker list', async () => {
    const issues = shapeIssues(
      await callFacts('queryBankCardHeadList'),
      ok(['招商银行', { bnkName: '中国银行' }]),
    );
    expect(issues).toEqual([{ path: 'result.data[0]', problem: 'invalid_type: expected object' }]);
  });
});
