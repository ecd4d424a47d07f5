import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations';
import { loadDomainSchemas, responseSchemaName, shapeIssues } from './response-shape';

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
  it('has a generated response schema for every call of the operation table', async () => {
    const missing: string[] = [];
    for (const [name, { tag }] of Object.entries(operations)) {
      const schemas = await loadDomainSchemas(tag);
      if (!schemas?.[responseSchemaName(name)]) missing.push(name);
    }
    expect(missing).toEqual([]);
  });

  it('passes an answer that fits', async () => {
    const schemas = await loadDomainSchemas('bank-card');
    expect(shapeIssues(schemas, 'bankCardList', list([card]))).toEqual([]);
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
    const issues = shapeIssues(await loadDomainSchemas('bank-card'), 'bankCardList', envelope);
    expect(issues[0]?.path).toBe(path);
    expect(issues[0]?.problem).toContain(problem);
  });

  it('wants data on a read whose contract gives it a shape, not on a write', async () => {
    const schemas = await loadDomainSchemas('bank-card');
    expect(shapeIssues(schemas, 'bankCardList', ok(undefined), { requireData: true })).toEqual([
      { path: 'result.data', problem: 'missing' },
    ]);
    expect(shapeIssues(schemas, 'bankCardList', ok(null), { requireData: true })).toHaveLength(1);
    expect(shapeIssues(schemas, 'bankCardAsDefault', ok(undefined))).toEqual([]);
    const holding = await loadDomainSchemas('holding');
    expect(shapeIssues(holding, 'edwTotalHolding', ok(undefined), { requireData: true })).toEqual([]);
  });

  it('takes a new enum value as open (the page shows its fallback), not as a wrong shape', async () => {
    const schemas = await loadDomainSchemas('bank-card');
    const newType = list([{ ...card, unbindable: false, unbindBlockedBy: ['FROZEN', 'HOLDING'] }]);
    expect(shapeIssues(schemas, 'bankCardList', newType)).toEqual([]);
  });

  it('lets calls with an unknown payload and unknown calls pass', async () => {
    const holding = await loadDomainSchemas('holding');
    expect(shapeIssues(holding, 'edwTotalHolding', ok({ anything: [1, 'x', null] }))).toEqual([]);
    expect(shapeIssues(holding, 'notInTheContract', ok('x'))).toEqual([]);
    expect(await loadDomainSchemas('no-such-domain')).toBeUndefined();
  });

  it('picks items of the wrong type out of a picker list', async () => {
    const schemas = await loadDomainSchemas('bank-card');
    const issues = shapeIssues(schemas, 'queryBankCardHeadList', ok(['招商银行', { bnkName: '中国银行' }]));
    expect(issues).toEqual([{ path: 'result.data[0]', problem: 'invalid_type: expected object' }]);
  });
});
