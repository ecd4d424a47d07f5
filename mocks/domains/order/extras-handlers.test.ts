import { afterEach, describe, expect, it } from 'vitest';
import type { CreateRedeemOrderData } from '@gen/model/createRedeemOrderData';
import type { MakeOrderData } from '@gen/model/makeOrderData';
import type { OrderListItem } from '@gen/model/orderListItem';
import type { OrderListItemPage } from '@gen/model/orderListItemPage';
import type { OriginalOrderData } from '@gen/model/originalOrderData';
import type { RenewalCheckData } from '@gen/model/renewalCheckData';
import type { SeniorOrderCheckData } from '@gen/model/seniorOrderCheckData';
import { requestExamplesOf } from '@mocks/contract/contract-examples';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { checkedCall, dataOf, statusOf } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { findOrder } from './rules';
import { FIXED_HELD_SUBSCRIPTION, ORDER_PROOF_UPLOADED } from './seed';
import { confirmAdditionalLot } from './testing';

/** The order calls around a holding's life and the senior-investor order, over the wire. */
setupMockApi();
afterEach(() => setInvestorVariant('default'));

const ORDER = {
  productCode: 'XT2024001',
  orderType: 'SUBSCRIBE',
  amount: '1000000.00',
  cardId: 'BC202406180001',
};
const AGREEMENTS = ['TRUST_CONTRACT', 'RISK_DECLARATION', 'RISK_DISCLOSURE'];

/** Walks the seeded 追加 of 华信价值精选1号 (proof uploaded) to 份额已确认. */
describe('checkRenewal', () => {
  it('offers 第1期’s 300万 the 第5期 on sale at the 300万 tier, through 追加 since 张伟 holds the code', async () => {
    const renewal = await dataOf<RenewalCheckData>('checkRenewal', { orderNo: FIXED_HELD_SUBSCRIPTION });
    expect(renewal).toMatchObject({
      trancheName: '第1期',
      principal: '3000000.00',
      maturityDate: '2027-06-28',
      renewable: true,
      target: { trancheName: '第5期', rate: '5.60', route: 'ADDITIONAL' },
    });
  });

  it('says why a plan without a tranche on sale cannot be renewed', async () => {
    const renewal = await dataOf<RenewalCheckData>('checkRenewal', { orderNo: 'OD202311020009' });
    expect(renewal).toMatchObject({ renewable: false, maturityDate: '2027-08-18' });
    expect(renewal.reason).toContain('暂无在售');
  });

  it('refuses an order that is not a confirmed fixed-income subscription (05047001) or unknown (05040001)', async () => {
    expect(await statusOf('checkRenewal', { orderNo: 'OD202611200001' })).toBe('05047001');
    expect(await statusOf('checkRenewal', { orderNo: 'OD202203150010' })).toBe('05047001');
    expect(await statusOf('checkRenewal', { orderNo: 'OD209901010001' })).toBe('05040001');
  });
});

describe('getOriginalOrder', () => {
  it('finds the first subscription an additional one adds to', async () => {
    const original = await dataOf<OriginalOrderData>('getOriginalOrder', { orderNo: 'OD202611200001' });
    expect(original).toMatchObject({
      original: { orderNo: FIXED_HELD_SUBSCRIPTION, amount: '3000000.00', status: 'CONFIRMED' },
      additionalCount: 0,
      additionalTotal: '0.00',
    });
  });

  it('refuses a subscription that is not an additional one with 05040009', async () => {
    expect(await statusOf('getOriginalOrder', { orderNo: FIXED_HELD_SUBSCRIPTION })).toBe('05040009');
  });
});

describe('redeemAddOrder', () => {
  const request = (shares: string, requestNo = 'RA-20261128-0001') => ({
    requestNo,
    orderNo: ORDER_PROOF_UPLOADED,
    shares,
    cardId: 'BC202406180001',
  });

  it('refuses a lot whose shares are not confirmed yet (05046011)', async () => {
    expect(await statusOf('redeemAddOrder', request('100000.00'))).toBe('05046011');
  });

  it('redeems part of a confirmed lot once per requestNo, and no more than the lot holds (05046012)', async () => {
    await confirmAdditionalLot();
    const made = await dataOf<CreateRedeemOrderData>('redeemAddOrder', request('200000.00'));
    expect(made).toMatchObject({ status: 'TO_SIGN', shares: '200000.00', productCode: 'JZ2022003' });
    expect(made.orderNo).toMatch(/^RD/);
    expect((await dataOf<CreateRedeemOrderData>('redeemAddOrder', request('200000.00'))).orderNo).toBe(
      made.orderNo,
    );
    expect(await statusOf('redeemAddOrder', request('800000.00', 'RA-20261128-0002'))).toBe('05046012');
    expect(findOrder(made.orderNo)?.redeemTerms?.feeRate).toBe('1.00');
  });
});

describe('queryCanCancelRedeemOrderList and productOrderRecord', () => {
  it('lists the redemptions still before their open day, and narrows to one product', async () => {
    const all = await dataOf<OrderListItem[]>('queryCanCancelRedeemOrderList', {});
    expect(all.length).toBeGreaterThan(0);
    expect(
      all.every((o) => o.type === 'REDEEM' && ['TO_SIGN', 'SUBMITTED', 'TO_OPEN_DAY'].includes(o.status)),
    ).toBe(true);
    const one = await dataOf<OrderListItem[]>('queryCanCancelRedeemOrderList', { productCode: 'JZ2022003' });
    expect(one.every((o) => o.productCode === 'JZ2022003')).toBe(true);
    expect(one.map((o) => o.orderNo)).toContain('RD202611190001');
  });

  it('pages 张伟’s orders of 鑫享稳健1号, newest first', async () => {
    const page = await dataOf<OrderListItemPage>('productOrderRecord', {
      productCode: 'XT2024001',
      pageNum: 1,
      pageSize: 3,
    });
    expect(page.list).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    expect(page.list.every((o) => o.productCode === 'XT2024001')).toBe(true);
    expect(await statusOf('productOrderRecord', { productCode: 'XT1999999', pageNum: 1, pageSize: 3 })).toBe(
      '05030001',
    );
  });
});

describe('the senior-investor order', () => {
  it('refuses an investor under 65 (05043011)', async () => {
    expect(await statusOf('snrIvtMakeOrderCheck', ORDER)).toBe('05043011');
  });

  it('asks an elderly investor without the declaration to sign it first (05043010)', async () => {
    await setInvestorVariant('elderly');
    expect(await statusOf('snrIvtMakeOrderCheck', ORDER)).toBe('05043010');
  });

  it('lists the notices, then places the order only with every one confirmed (05043012)', async () => {
    await setInvestorVariant('elderly-signed');
    const check = await dataOf<SeniorOrderCheckData>('snrIvtMakeOrderCheck', ORDER);
    expect(check.age).toBeGreaterThanOrEqual(65);
    const codes = check.notices.map((n) => n.code);
    expect(codes).toEqual(['HIGH_RISK', 'LOCKUP', 'DOUBLE_RECORD', 'COOLING_OFF']);
    const base = { ...ORDER, requestNo: 'PS-20261128-senior01', agreements: AGREEMENTS };
    const partial = await checkedCall('snrIvtMakeOrder', { ...base, acknowledgements: codes.slice(1) });
    expect(partial.result.statusCode).toBe('05043012');
    const made = await dataOf<MakeOrderData>('snrIvtMakeOrder', { ...base, acknowledgements: codes });
    expect(made).toMatchObject({ status: 'TO_SIGN', doubleRecordRequired: true, amount: '1000000.00' });
  });

  it('accepts the contract’s request example: it confirms every notice the check lists', async () => {
    await setInvestorVariant('elderly-signed');
    const [example] = requestExamplesOf('snrIvtMakeOrder') as [{ acknowledgements: string[] }];
    const check = await dataOf<SeniorOrderCheckData>('snrIvtMakeOrderCheck', ORDER);
    expect(example.acknowledgements).toEqual(check.notices.map((n) => n.code));
    const made = await dataOf<MakeOrderData>('snrIvtMakeOrder', example);
    expect(made).toMatchObject({ status: 'TO_SIGN', amount: '1000000.00' });
  });
});
