import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { AnnualReport } from '@gen/model/annualReport';
import type { HoldingLots } from '@gen/model/holdingLots';
import type { TransferingBenefit } from '@gen/model/transferingBenefit';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

/** The annual report, the lots of a holding and the transfers under way, over the wire. */
setupMockApi();

async function call<T = unknown>(name: string, requestData: unknown) {
  const answer = await postCall(name, requestData);
  expect(answer.status).toBe(200);
  const parsed = responseSchemaOf(name)!.safeParse(answer.json);
  expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
  return answer.json as { code: string; result: { statusCode: string; msg: string; data: T } };
}

const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), new Big(0)).toFixed(2);

describe('personalAnnualReport', () => {
  it('answers the latest year by default, with every year from the first investment', async () => {
    const report = (await call<AnnualReport>('personalAnnualReport', {})).result.data;
    expect(report.year).toBe('2026');
    expect(report.complete).toBe(false);
    expect(report.asOfDate).toBe('2026-11-20');
    expect(report.years).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020']);
  });

  it('adds up a complete year exactly, product by product', async () => {
    const report = (await call<AnnualReport>('personalAnnualReport', { year: '2025' })).result.data;
    expect(report.complete).toBe(true);
    expect(report.asOfDate).toBe('2025-12-31');
    // The same distributions accumulatedIncomeList gives for 2025.
    expect(report.incomeAmount).toBe('222000.00');
    expect(report.distributionCount).toBe(6);
    expect(sum(report.products.map((row) => row.incomeAmount))).toBe(report.incomeAmount);
    expect(sum(report.products.map((row) => row.investedAmount))).toBe(report.investedAmount);
    expect(sum(report.products.map((row) => row.redeemedAmount))).toBe(report.redeemedAmount);
  });

  it('counts the year an investment was confirmed in', async () => {
    const report = (await call<AnnualReport>('personalAnnualReport', { year: '2024' })).result.data;
    const xt = report.products.find((row) => row.productCode === 'XT2024001');
    expect(xt?.investedAmount).toBe('3000000.00');
    expect(report.investCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses a year without a report with 05060401', async () => {
    const answer = await call('personalAnnualReport', { year: '2019' });
    expect(answer.result.statusCode).toBe('05060401');
    expect(answer.result.msg).toBe('该年度暂无账单');
  });
});

describe('edwCurrentHoldingDetails', () => {
  it('lists the lots of a fixed-income holding with their value date and benchmark', async () => {
    const lots = (await call<HoldingLots>('edwCurrentHoldingDetails', { productCode: 'XT2024001' })).result
      .data;
    expect(lots.lots[0]).toMatchObject({
      lotType: 'SUBSCRIBE',
      amount: '3000000.00',
      valueDate: '2024-06-28',
      maturityDate: '2027-06-28',
      benchmarkRate: '5.60',
    });
  });

  it('refuses a product not held with 05060001', async () => {
    const answer = await call('edwCurrentHoldingDetails', { productCode: 'XT2021009' });
    expect(answer.result.statusCode).toBe('05060001');
  });
});

describe('edwTransferingBenefits', () => {
  it('lists the seeded transfer of 华信恒远3号 with the transferee masked', async () => {
    const list = (await call<TransferingBenefit[]>('edwTransferingBenefits', {})).result.data;
    expect(list).toEqual([
      expect.objectContaining({
        orderNo: 'TR202611080001',
        productCode: 'XT2023008',
        shares: '500000.00',
        price: '505000.00',
        transfereeNameMasked: '陈*',
      }),
    ]);
  });
});
