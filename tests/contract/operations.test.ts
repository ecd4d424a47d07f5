/**
 * generated/operations.ts, the operation table src/api reads (tag, read, status, business
 * codes): it must say exactly what the bundled contract says, and its types must narrow a
 * business code to the codes one operation lists.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ROOT,
  TRUST_APP_API_PREFIX,
  asRecord,
  listOperations,
  loadBundle,
  SPEC_ADDITIONS,
  SPEC_CALL_COUNT,
} from '../../openapi/scripts/lib/bundle.ts';
import { operationEntries, operationsModule } from '../../openapi/scripts/lib/operations-module.ts';
import { operations } from '@gen/operations.ts';
import type { AnyBusinessCode, BusinessCode, OperationName } from '@gen/operations.ts';

const spec = loadBundle();
const calls = listOperations(spec).filter((op) => op.path.startsWith(TRUST_APP_API_PREFIX));

describe('generated/operations.ts', () => {
  it('is what the generator writes for the committed bundle', () => {
    expect(readFileSync(`${ROOT}generated/operations.ts`, 'utf8')).toBe(operationsModule(spec));
  });

  it('has every trustAppApi call, and nothing else', () => {
    expect(Object.keys(operations).sort()).toEqual(calls.map((op) => op.operationId).sort());
    expect(Object.keys(operations)).toHaveLength(SPEC_CALL_COUNT + SPEC_ADDITIONS.length);
    expect(operations).not.toHaveProperty('filePreview');
  });

  it.each(calls.map((op) => [op.operationId, op] as const))('%s: tag, read, status, codes', (name, op) => {
    const entry = operations[name as OperationName];
    const listed = (Array.isArray(op.raw['x-status-codes']) ? op.raw['x-status-codes'] : [])
      .map(asRecord)
      .filter((row) => row.field === 'result.statusCode');
    expect(entry).toEqual({
      tag: op.tags[0],
      read: op.read,
      status: op.status,
      codes: Object.fromEntries(listed.map((row) => [String(row.value), String(row.meaning)])),
    });
  });

  it('carries the bank-card codes each call may answer', () => {
    const codes = (name: OperationName) => Object.keys(operations[name].codes);
    expect(codes('checkRemoveBankCard')).toEqual(['05020001', '05020008']);
    expect(codes('addBankCard')).toEqual(['05020002', '05020003', '05020004', '05020005', '05020007']);
    expect(codes('updateBankCardInfo')).toEqual(['05020002', '05020003', '05020005', '05020008']);
    expect(codes('bankCardSMSCode')).toEqual(['05020005', '05020006', '05020008']);
    expect(codes('bankCardAsDefault')).toEqual(['05020008']);
    expect(codes('getOrderBankCard')).toEqual(['05020008']);
    expect(operations.checkRemoveBankCard.codes['05020001']).toBe('该卡尚有存续产品或在途交易，暂不可解绑');
    expect(operations.queryBankCardHeadList).toEqual({
      tag: 'bank-card',
      read: true,
      status: 'documented',
      codes: {},
    });
  });

  it('types a code per operation', () => {
    expectTypeOf<BusinessCode<'checkRemoveBankCard'>>().toEqualTypeOf<'05020001' | '05020008'>();
    expectTypeOf<BusinessCode<'bankCardList'>>().toBeNever();
    expectTypeOf<'05020006'>().toExtend<AnyBusinessCode>();
    expectTypeOf<'99999999'>().not.toExtend<AnyBusinessCode>();
    expectTypeOf<'bankCardList'>().toExtend<OperationName>();
    expectTypeOf(operations.addBankCard.read).toEqualTypeOf<false>();
  });
});

describe('the generator', () => {
  const withOp = (op: Record<string, unknown>) => ({
    info: { title: 't', version: '1' },
    paths: { [`${TRUST_APP_API_PREFIX}x`]: { post: { operationId: 'x', tags: ['a'], ...op } } },
  });

  it('keeps only result.statusCode rows and escapes quotes', () => {
    const spec = withOp({
      'x-contract-status': 'proposed',
      'x-status-codes': [
        { field: 'code', value: '00000008', meaning: 'outer' },
        { field: 'result.statusCode', value: '01000001', meaning: "it's" },
      ],
    });
    expect(operationEntries(spec)).toEqual([
      { name: 'x', tag: 'a', read: false, status: 'proposed', codes: [['01000001', "it's"]] },
    ]);
    expect(operationsModule(spec)).toContain(`codes: { '01000001': 'it\\'s' } }`);
  });

  it('refuses a malformed code, a duplicate code and an unknown status', () => {
    const row = (value: string) => ({ field: 'result.statusCode', value, meaning: 'm' });
    expect(() =>
      operationEntries(withOp({ 'x-contract-status': 'proposed', 'x-status-codes': [row('123')] })),
    ).toThrow(/8 digits/);
    expect(() =>
      operationEntries(
        withOp({ 'x-contract-status': 'proposed', 'x-status-codes': [row('01000001'), row('01000001')] }),
      ),
    ).toThrow(/twice/);
    expect(() => operationEntries(withOp({ 'x-contract-status': 'maybe' }))).toThrow(/x-contract-status/);
  });
});
