import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerQualification } from '@gen/model/customerQualification';
import type { PurchaseFeeData } from '@gen/model/purchaseFeeData';
import type { PurchaseLimitData } from '@gen/model/purchaseLimitData';
import type { RateCalculationData } from '@gen/model/rateCalculationData';
import type { RateCalculationEleData } from '@gen/model/rateCalculationEleData';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { SEED_REJECT_REASON } from '../risk/seed';
import { checkedCall, dataOf } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

/** The amount form's product calls over the wire (fresh seed per test). */
setupMockApi();

const data = <T>(name: string, requestData: unknown) => dataOf<T>(name, requestData);

describe('getProLimit', () => {
  it('gives 起投 100万 / 递增 10万 and the quota of 鑫享稳健1号; 追加 starts at one step with the holding', async () => {
    expect(
      await data<PurchaseLimitData>('getProLimit', { productCode: 'XT2024001', orderType: 'SUBSCRIBE' }),
    ).toMatchObject({
      minAmount: '1000000.00',
      stepAmount: '100000.00',
      remainingQuota: '23600000.00',
      maxAmount: '23600000.00',
      productRiskLevel: 'R3',
    });
    const add = await data<PurchaseLimitData>('getProLimit', {
      productCode: 'XT2024001',
      orderType: 'ADDITIONAL',
    });
    expect(add).toMatchObject({ minAmount: '100000.00', holdingAmount: '3000000.00' });
  });

  it('refuses an unknown product with 05038001', async () => {
    const answer = await checkedCall('getProLimit', { productCode: 'XT1999999', orderType: 'SUBSCRIBE' });
    expect(answer.result.statusCode).toBe('05038001');
  });
});

describe('rateCalculation', () => {
  const rate = (productCode: string, amount: string, orderType = 'SUBSCRIBE') =>
    data<RateCalculationData>('rateCalculation', { productCode, orderType, amount });

  it('applies the 100万 and 300万 tiers by amount', async () => {
    expect(await rate('XT2024001', '1000000.00')).toMatchObject({
      benchmarkRate: '5.40',
      tierText: '100万（含）至300万',
    });
    expect(await rate('XT2024001', '2900000.00')).toMatchObject({ benchmarkRate: '5.40' });
    expect(await rate('XT2024001', '3000000.00')).toMatchObject({
      benchmarkRate: '5.60',
      tierText: '300万及以上',
    });
  });

  it('chooses the tier of an additional subscription by the total held afterwards (300万 + 10万)', async () => {
    expect(await rate('XT2024001', '100000.00', 'ADDITIONAL')).toMatchObject({ benchmarkRate: '5.60' });
  });

  it('says a NAV product has no benchmark tier', async () => {
    expect(await rate('JZ2022003', '1000000.00')).toEqual({
      productCode: 'JZ2022003',
      amount: '1000000.00',
      hasBenchmark: false,
      note: '净值型产品不设业绩比较基准，收益以实际净值表现为准',
    });
  });

  it('rateCalculationEle gives the tier of an order’s amount', async () => {
    expect(
      await data<RateCalculationEleData>('rateCalculationEle', { orderNo: 'OD202611210003' }),
    ).toMatchObject({
      amount: '3000000.00',
      benchmarkRate: '5.60',
    });
    expect((await checkedCall('rateCalculationEle', { orderNo: 'OD209901010001' })).result.statusCode).toBe(
      '05038002',
    );
  });
});

describe('getPurchaseFee', () => {
  it('charges no 认购费 on a fixed-income plan', async () => {
    expect(
      await data<PurchaseFeeData>('getPurchaseFee', {
        productCode: 'XT2024001',
        orderType: 'SUBSCRIBE',
        amount: '1000000.00',
      }),
    ).toMatchObject({ feeName: '认购费', feeRate: '0.00', fee: '0.00', totalAmount: '1000000.00' });
  });

  it('charges 申购费 on an open NAV product by tier, to the fen, on top of the amount', async () => {
    expect(
      await data<PurchaseFeeData>('getPurchaseFee', {
        productCode: 'JZ2022003',
        orderType: 'SUBSCRIBE',
        amount: '1000001.00',
      }),
    ).toMatchObject({ feeName: '申购费', feeRate: '1.00', fee: '10000.01', totalAmount: '1010001.01' });
    expect(
      await data<PurchaseFeeData>('getPurchaseFee', {
        productCode: 'JZ2022003',
        orderType: 'SUBSCRIBE',
        amount: '3000000.00',
      }),
    ).toMatchObject({ feeRate: '0.50', fee: '15000.00', totalAmount: '3015000.00' });
  });
});

describe('checkCustomerQualification', () => {
  afterEach(() => setInvestorVariant('default'));
  const check = () =>
    checkedCall<CustomerQualification>('checkCustomerQualification', { productCode: 'JZ2022003' });

  it('answers the way and the last valid day of the demo investor’s certification', async () => {
    const answer = await check();
    expect(answer.result.statusCode).toBe('00000000');
    expect(answer.result.data).toMatchObject({
      way: 'FINANCIAL_ASSETS',
      wayName: '家庭金融资产不低于500万元',
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(answer.result.data!.notice).toBeUndefined();
  });

  it.each([
    ['unqualified', '05080901', '信托产品仅面向合格投资者，请先完成合格投资者认证'],
    ['qualify-reviewing', '05080902', '您的合格投资者认证正在审核中，审核通过后方可认购'],
    ['qualify-rejected', '05080903', `您的合格投资者认证未通过：${SEED_REJECT_REASON}`],
  ] as const)('refuses a %s investor with %s', async (variant, code, message) => {
    await setInvestorVariant(variant);
    const answer = await check();
    expect([answer.result.statusCode, answer.result.msg]).toEqual([code, message]);
  });

  it('an expired certification says since when (05080904)', async () => {
    await setInvestorVariant('qualify-expired');
    const answer = await check();
    expect(answer.result.statusCode).toBe('05080904');
    expect(answer.result.msg).toMatch(/^您的合格投资者认证已于\d{4}-\d{2}-\d{2}到期，请重新认证$/);
  });
});
