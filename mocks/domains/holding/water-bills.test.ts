import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { TradeDetail } from '@gen/model/tradeDetail';
import type { TradeRecordPage } from '@gen/model/tradeRecordPage';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { periodStart } from './water-bills';

/** The trade record (edwWaterBills, edwWaterBillDetail) over the wire, inside the whole mock API. */
setupMockApi();

async function call<T = unknown>(name: string, requestData: unknown) {
  const answer = await postCall(name, requestData);
  expect(answer.status).toBe(200);
  const parsed = responseSchemaOf(name)!.safeParse(answer.json);
  expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
  return answer.json as { result: { statusCode: string; msg: string; data: T } };
}

const bills = async (filters: Record<string, unknown> = {}) =>
  (await call<TradeRecordPage>('edwWaterBills', { pageNum: 1, pageSize: 50, ...filters })).result.data;

const example = (name: string) =>
  (parse(readFileSync('openapi/paths/holding.yaml', 'utf8')) as Record<string, { example?: unknown }>)[name]
    ?.example;

describe('edwWaterBills', () => {
  it('lists every trade across products, newest first, settled and live, paged', async () => {
    const all = await bills();
    expect(all.total).toBe(all.list.length);
    const times = all.list.map((row) => row.applyTime);
    expect([...times].sort().reverse()).toEqual(times);
    const numbers = all.list.map((row) => row.tradeNo);
    // The settled history (this domain) and the order domain's redemptions and transfers.
    expect(numbers).toEqual(expect.arrayContaining(['TR20240618000061', 'RD202611190001', 'TR202611080001']));
    const page2 = (await call<TradeRecordPage>('edwWaterBills', { pageNum: 2, pageSize: 5 })).result.data;
    expect(page2.list.map((row) => row.tradeNo)).toEqual(numbers.slice(5, 10));
  });

  it('filters by type and by period', async () => {
    const redemptions = await bills({ tradeType: 'REDEEM' });
    expect(redemptions.list.length).toBeGreaterThan(3);
    expect(redemptions.list.every((row) => row.tradeType === 'REDEEM')).toBe(true);
    const from = periodStart('ONE_YEAR')!;
    const lastYear = await bills({ period: 'ONE_YEAR' });
    expect(lastYear.list.every((row) => row.applyTime.slice(0, 10) >= from)).toBe(true);
    expect(lastYear.list.map((row) => row.tradeNo)).not.toContain('TR20240618000061');
    expect((await bills({ period: 'ALL' })).total).toBe((await bills()).total);
    expect((await bills({ tradeType: 'DIVIDEND' })).list).toEqual([]);
  });

  it('the contract example’s settled rows are the mock’s', async () => {
    const all = await bills();
    const rows = (example('edwWaterBills') as TradeRecordPage).list;
    for (const row of rows) expect(all.list.find((mine) => mine.tradeNo === row.tradeNo)).toEqual(row);
  });
});

describe('edwWaterBillDetail', () => {
  it('answers the contract example for the 2024 redemption', async () => {
    const detail = await call<TradeDetail>('edwWaterBillDetail', { tradeNo: 'TR20240613000087' });
    expect(detail.result.data).toEqual(example('edwWaterBillDetail'));
  });

  it('a redemption under way: the step it waits for is current, the rest to come', async () => {
    const { steps, trade, holdingState } = (
      await call<TradeDetail>('edwWaterBillDetail', { tradeNo: 'RD202611190001' })
    ).result.data;
    expect(trade.status).toBe('PROCESSING');
    expect(holdingState).toBe('HELD');
    expect(steps.map((step) => [step.title, step.state])).toEqual([
      ['提交申请', 'DONE'],
      ['待签约', 'CURRENT'],
      ['赎回确认', 'TODO'],
      ['资金到账', 'TODO'],
    ]);
  });

  it('a failed redemption says why; a cleared product says CLEARED', async () => {
    const failed = (await call<TradeDetail>('edwWaterBillDetail', { tradeNo: 'RD202609280006' })).result.data;
    expect(failed.steps.at(-1)).toMatchObject({ title: '交易失败', state: 'FAILED' });
    expect(failed.steps.at(-1)!.note).toContain('巨额赎回');
    const cleared = (await call<TradeDetail>('edwWaterBillDetail', { tradeNo: 'TR20210901000108' })).result
      .data;
    expect(cleared.holdingState).toBe('CLEARED');
  });

  it('an unknown trade is refused with 05060303', async () => {
    const answer = await call('edwWaterBillDetail', { tradeNo: 'TR00000000000000' });
    expect(answer.result).toMatchObject({ statusCode: '05060303', msg: '未查询到该笔交易' });
  });
});
