import Big from 'big.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { AccumulatedIncome } from '@gen/model/accumulatedIncome';
import type { HoldingDistributionPage as DistributionPage } from '@gen/model/holdingDistributionPage';
import type { HoldingSummary } from '@gen/model/holdingSummary';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

/** Income over the wire: accumulatedIncomeList and orderIncomeRecord, inside the whole mock API. */
setupMockApi();

async function call<T = unknown>(name: string, requestData: unknown) {
  const answer = await postCall(name, requestData);
  expect(answer.status).toBe(200);
  const parsed = responseSchemaOf(name)!.safeParse(answer.json);
  expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
  return answer.json as { result: { statusCode: string; msg: string; data: T } };
}

const example = (file: string, name: string) =>
  (parse(readFileSync(`openapi/paths/${file}.yaml`, 'utf8')) as Record<string, { example?: unknown }>)[name]
    ?.example;
const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), new Big(0)).toFixed(2);

async function allDistributions(filters: Record<string, unknown>) {
  const rows: DistributionPage['list'] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = (await call<DistributionPage>('orderIncomeRecord', { pageNum, pageSize: 10, ...filters }))
      .result.data;
    rows.push(...page.list);
    if (pageNum * page.pageSize >= page.total) return rows;
  }
}

describe('accumulatedIncomeList', () => {
  it('is the contract example, and its products add up to 累计收益 on positionList', async () => {
    const income = (await call<AccumulatedIncome>('accumulatedIncomeList', {})).result.data;
    expect(income).toEqual(example('holding', 'accumulatedIncomeList'));
    const totals = (await call<HoldingSummary>('queryTotalHolding', {})).result.data;
    expect(income.totalIncome).toBe(totals.totalIncome);
    expect(sum(income.products.map((row) => row.income))).toBe(income.totalIncome);
    expect(income.products.map((row) => row.productClass)).not.toContain('FAMILY');
  });

  it('each year’s totals are the sum of that year’s distributions', async () => {
    const { years } = (await call<AccumulatedIncome>('accumulatedIncomeList', {})).result.data;
    for (const year of years) {
      const rows = await allDistributions({ year: year.year });
      expect(rows).toHaveLength(year.count);
      expect(sum(rows.map((row) => row.amount))).toBe(year.amount);
      expect(sum(rows.map((row) => row.incomeAmount))).toBe(year.incomeAmount);
      expect(sum(rows.map((row) => row.principalAmount))).toBe(year.principalAmount);
    }
    // The cleared XT2021009 paid its principal back in 2023.
    expect(years.find((row) => row.year === '2023')!.principalAmount).toBe('2000000.00');
  });

  it('narrows to a class or a product; a product never held is refused (05060304)', async () => {
    const fixed = (await call<AccumulatedIncome>('accumulatedIncomeList', { productClass: 'FIXED' })).result
      .data;
    expect(fixed.products.map((row) => row.productCode)).toEqual(['XT2024001', 'XT2023008', 'XT2022011']);
    expect(fixed.totalIncome).toBe('537736.99');
    const one = (await call<AccumulatedIncome>('accumulatedIncomeList', { productCode: 'XT2024001' })).result
      .data;
    expect(one.products).toHaveLength(1);
    expect(sum(one.years.map((row) => row.incomeAmount))).toBe(one.totalIncome);
    const refused = await call('accumulatedIncomeList', { productCode: 'XT2024002' });
    expect(refused.result.statusCode).toBe('05060304');
  });
});

describe('orderIncomeRecord', () => {
  it('is the contract example for 2026, newest first', async () => {
    const page = (
      await call<DistributionPage>('orderIncomeRecord', { pageNum: 1, pageSize: 10, year: '2026' })
    ).result.data;
    expect(page).toEqual(example('order', 'orderIncomeRecord'));
  });

  it('filters by product (a cleared one too) and class; a product never held is refused (05049010)', async () => {
    const cleared = await allDistributions({ productCode: 'XT2021009' });
    expect(cleared.map((row) => row.distributionType)).toEqual([
      'PRINCIPAL_AND_INCOME',
      'INCOME',
      'INCOME',
      'INCOME',
    ]);
    const fixed = await allDistributions({ productClass: 'FIXED' });
    expect(fixed.length).toBe((await allDistributions({})).length);
    expect(await allDistributions({ productClass: 'EQUITY' })).toEqual([]);
    const refused = await call('orderIncomeRecord', { pageNum: 1, pageSize: 10, productCode: 'XT2024002' });
    expect(refused.result.statusCode).toBe('05049010');
  });
});

describe('edwCashIncomeList', () => {
  it('the cash holding’s days, newest first, add up to its 累计收益 (62,782.98)', async () => {
    type Days = { list: { incomeDate: string; income: string }[]; total: number; pageSize: number };
    const first = (await call<Days>('edwCashIncomeList', { pageNum: 1, pageSize: 10 })).result.data;
    const example = (
      parse(readFileSync('openapi/paths/holding.yaml', 'utf8')) as Record<string, { example?: Days }>
    ).edwCashIncomeList!.example!;
    expect(first.list.slice(0, example.list.length)).toEqual(example.list);
    let total = new Big(0);
    let count = 0;
    for (let pageNum = 1; ; pageNum++) {
      const page = (await call<Days>('edwCashIncomeList', { pageNum, pageSize: 50 })).result.data;
      total = page.list.reduce((sum, day) => sum.plus(day.income), total);
      count += page.list.length;
      if (pageNum * page.pageSize >= page.total) break;
    }
    expect(count).toBe(first.total);
    const { totalIncome } = (await call<AccumulatedIncome>('accumulatedIncomeList', { productClass: 'CASH' }))
      .result.data;
    expect(total.toFixed(2)).toBe(totalIncome);
    expect(totalIncome).toBe('62782.98');
  });
});
