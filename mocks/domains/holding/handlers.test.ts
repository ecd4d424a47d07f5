import Big from 'big.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Holding } from '@gen/model/holding';
import type { HoldingPage } from '@gen/model/holdingPage';
import type { HoldingSummary } from '@gen/model/holdingSummary';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { seedManyHoldings } from './many-holdings';

/** The stateful holding mock over the wire, inside the whole mock API (fresh seed per test). */
setupMockApi();

/** Posts a call; every answer, success or refusal, must match the contract's response schema. */
async function call<T = unknown>(name: string, requestData: unknown) {
  const answer = await postCall(name, requestData);
  expect(answer.status).toBe(200);
  const parsed = responseSchemaOf(name)!.safeParse(answer.json);
  expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
  return answer.json as { code: string; result: { statusCode: string; msg: string; data: T } };
}

const summary = async () => (await call<HoldingSummary>('queryTotalHolding', {})).result.data;

/** Every holding, page by page, as the app would scroll through them. */
async function allHoldings(productClass?: string): Promise<Holding[]> {
  const rows: Holding[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = (
      await call<HoldingPage>('holdingClassificationList', {
        pageNum,
        pageSize: 10,
        ...(productClass ? { productClass } : {}),
      })
    ).result.data;
    rows.push(...page.list);
    if (pageNum * page.pageSize >= page.total) return rows;
  }
}

const sum = (rows: Holding[], key: 'marketValue' | 'accumulatedIncome') =>
  rows.reduce((total, row) => total.plus(row[key]), new Big(0)).toFixed(2);

/** The contract's example answer of a holding call (what Prism serves). */
function contractExample(name: string): unknown {
  const paths = parse(readFileSync('openapi/paths/holding.yaml', 'utf8')) as Record<
    string,
    { example?: unknown }
  >;
  return paths[name]?.example;
}

describe('holding mock', () => {
  it('tells the contract example’s story: the same totals, classes and holdings', async () => {
    const totals = await summary();
    expect(totals).toEqual(contractExample('queryTotalHolding'));
    const page = (await call<HoldingPage>('holdingClassificationList', { pageNum: 1, pageSize: 10 })).result
      .data;
    const example = contractExample('holdingClassificationList') as HoldingPage;
    // The next open day follows today's date in the mock; the example fixes one.
    const withoutOpenDay = (rows: Holding[]) =>
      rows.map((row) => (row.nav ? { ...row, nav: { ...row.nav, nextOpenDate: 'x' } } : row));
    expect(withoutOpenDay(page.list)).toEqual(withoutOpenDay(example.list));
    expect(page.total).toBe(example.total);
  });

  it('总资产 and 累计收益 are the exact decimal sums of the holdings, per class too', async () => {
    const totals = await summary();
    const rows = await allHoldings();
    expect(rows).toHaveLength(totals.holdingCount);
    expect(totals.totalMarketValue).toBe(sum(rows, 'marketValue'));
    expect(totals.totalIncome).toBe(sum(rows, 'accumulatedIncome'));
    for (const group of totals.classes) {
      const ofClass = await allHoldings(group.productClass);
      expect(ofClass.every((row) => row.productClass === group.productClass)).toBe(true);
      expect([ofClass.length, sum(ofClass, 'marketValue'), sum(ofClass, 'accumulatedIncome')]).toEqual([
        group.count,
        group.marketValue,
        group.accumulatedIncome,
      ]);
    }
  });

  it('values a NAV holding as shares × NAV in decimal, with its gain and yield', async () => {
    const fund = (await call<Holding>('holdingDetail', { productCode: 'JZ2022003' })).result.data;
    // 200,000 + 50,000 units are held back by the order domain's two redemptions under way.
    expect(fund.nav).toMatchObject({ shares: '1200000.00', nav: '1.1860', redeemableShares: '950000.00' });
    expect(fund.marketValue).toBe(new Big('1200000.00').times('1.1860').toFixed(2));
    expect(fund.nav?.holdingIncome).toBe('223200.00');
    expect(fund.nav?.holdingYield).toBe('18.60');
    expect(fund.nav?.nextOpenDate).toMatch(/^\d{4}-\d{2}-1[5-7]$/);
  });

  it('shows a matured plan as 清算中 without a promised date, and hides cleared ones', async () => {
    const rows = await allHoldings('FIXED');
    expect(rows.map((row) => [row.productCode, row.holdingStatus])).toEqual([
      ['XT2024001', 'RUNNING'],
      ['XT2022011', 'LIQUIDATING'],
      ['XT2023008', 'RUNNING'],
    ]);
    expect(rows[1]?.fixedIncome?.nextDistributionDate).toBeUndefined();
    expect(rows[1]?.fixedIncome?.distributedIncome).toBe('52000.00');
    const cleared = await call('holdingDetail', { productCode: 'XT2021009' });
    expect(cleared.result).toMatchObject({ statusCode: '05060001', msg: '未查询到该产品的持仓' });
  });

  it('pages 56 holdings ten at a time and still adds up', async () => {
    await seedManyHoldings(50);
    const first = (await call<HoldingPage>('holdingClassificationList', { pageNum: 1, pageSize: 10 })).result
      .data;
    expect([first.list.length, first.total]).toEqual([10, 56]);
    const rows = await allHoldings();
    expect(new Set(rows.map((row) => row.productCode)).size).toBe(56);
    const totals = await summary();
    expect(totals.holdingCount).toBe(56);
    expect(totals.totalMarketValue).toBe(sum(rows, 'marketValue'));
    expect(totals.totalIncome).toBe(sum(rows, 'accumulatedIncome'));
  });
});

describe('holding records', () => {
  const page = { pageNum: 1, pageSize: 10 };

  it('lists a product’s trades newest first, the order domain’s redemptions under way among them', async () => {
    const answer = await call<{ list: { tradeNo: string; status: string; statusText?: string }[] }>(
      'productTradeRecord',
      { ...page, productCode: 'JZ2022003' },
    );
    expect(answer.result.data.list.map((row) => [row.tradeNo, row.status, row.statusText])).toEqual([
      ['RD202611190001', 'PROCESSING', '待签约'],
      ['RD202611180003', 'PROCESSING', '待开放日确认'],
      ['RD202610150005', 'CONFIRMED', undefined],
      ['TR20240613000087', 'CONFIRMED', undefined],
      ['TR20220315000214', 'CONFIRMED', undefined],
    ]);
  });

  it('lists a plan’s distributions, each principal × rate × days / 365 to the fen', async () => {
    const answer = await call<{
      list: { amount: string; interestStart: string; interestEnd: string }[];
      total: number;
    }>('productBonsRecord', { ...page, productCode: 'XT2024001' });
    expect(answer.result.data.total).toBe(4);
    for (const row of answer.result.data.list) {
      const days = (Date.parse(row.interestEnd) - Date.parse(row.interestStart)) / 86_400_000;
      expect(row.amount).toBe(
        new Big('3000000').times('5.60').div(100).times(days).div(365).round(2, 1).toFixed(2),
      );
    }
  });

  it('refuses the records of a product never held (05049010)', async () => {
    const answer = await call('productTradeRecord', { ...page, productCode: 'XT2024002' });
    expect(answer.result).toMatchObject({ statusCode: '05049010', msg: '未查询到该产品的持有记录' });
  });

  it('lists the cleared XT2021009 with 总收益 = the sum of its distributions, and its trades', async () => {
    const assets = await call<{ list: { productCode: string; totalIncome: string }[] }>(
      'historyAssetDetail',
      page,
    );
    expect(assets.result.data.list).toEqual([
      expect.objectContaining({ productCode: 'XT2021009', totalIncome: '248000.00' }),
    ]);
    const paid = await call<{ list: { incomeAmount: string }[] }>('productBonsRecord', {
      ...page,
      productCode: 'XT2021009',
    });
    expect(
      paid.result.data.list.reduce((sum, row) => sum.plus(row.incomeAmount), new Big(0)).toFixed(2),
    ).toBe('248000.00');
    const trades = await call<{ list: unknown[] }>('historyAssetTradeDetail', {
      ...page,
      productCode: 'XT2021009',
    });
    expect(trades.result.data.list).toHaveLength(1);
    const running = await call('historyAssetTradeDetail', { ...page, productCode: 'XT2024001' });
    expect(running.result.statusCode).toBe('05060301');
  });

  it('a subscription the order domain confirms adds to the holding and to the totals', async () => {
    const { orders } = await import('../order/seed');
    const before = await summary();
    const at = '2026-11-21T10:00:00+08:00';
    await orders.create({
      orderNo: 'OD202611219001',
      investorId: 'C2018031600',
      productCode: 'XT2024001',
      productName: '鑫享稳健1号集合资金信托计划',
      type: 'ADDITIONAL',
      amount: '1000000.00',
      cardId: 'BC202406180001',
      bankName: '招商银行',
      cardNoLast4: '5678',
      status: 'CONFIRMED',
      needsRecording: true,
      timeline: [
        { status: 'TO_SIGN', at },
        { status: 'CONFIRMED', at },
      ],
      proofFileIds: [],
    });
    const after = await summary();
    expect(after.totalMarketValue).toBe(new Big(before.totalMarketValue).plus('1000000.00').toFixed(2));
    const plan = (await call<Holding>('holdingDetail', { productCode: 'XT2024001' })).result.data;
    expect(plan.fixedIncome?.principal).toBe('4000000.00');
    const trades = await call<{ list: { tradeNo: string; tradeType: string }[] }>('productTradeRecord', {
      ...page,
      productCode: 'XT2024001',
    });
    expect(trades.result.data.list[0]).toMatchObject({ tradeNo: 'OD202611219001', tradeType: 'ADDITIONAL' });
  });
});
