import { afterEach, describe, expect, it } from 'vitest';
import Big from 'big.js';
import type { CreateRedeemOrderData } from '@gen/model/createRedeemOrderData';
import type { Holding } from '@gen/model/holding';
import type { IncomeInformationData } from '@gen/model/incomeInformationData';
import type { OrderDetail } from '@gen/model/orderDetail';
import type { RedeemInfoData } from '@gen/model/redeemInfoData';
import type { TransferApplyData } from '@gen/model/transferApplyData';
import type { TransferDetailData } from '@gen/model/transferDetailData';
import type { TransferInfoData } from '@gen/model/transferInfoData';
import type { TransferListData } from '@gen/model/transferListData';
import { resetMockDb } from '@mocks/db/define-collection';
import { callData } from '@mocks/testing/post-call';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { resetOrderOptions, setOrderOptions } from './options';

/** Redemption, income information and transfer over the wire, fresh seed per test. */
setupMockApi();
afterEach(() => resetOrderOptions());

/** A schema-checked call (mocks/testing/checked-call.ts) as its status code and data. */
async function call<T>(name: string, requestData: unknown) {
  const { result } = await checkedCall<T>(name, requestData);
  return { statusCode: result.statusCode, data: result.data as T };
}
const redeemInfo = (productCode = 'JZ2022003') =>
  callData<RedeemInfoData>('queryRedeemInfo', { productCode });
const redeem = (shares: string, extra: object = {}) =>
  call<CreateRedeemOrderData>('createRedeemOrder', {
    requestNo: `RD-test-${shares.replace('.', '')}`,
    productCode: 'JZ2022003',
    shares,
    cardId: 'BC202406180001',
    ...extra,
  });

describe('redemption mock', () => {
  it('gives the terms of an open NAV holding: held − frozen, the latest NAV, the fee and the next open day', async () => {
    const info = await redeemInfo();
    expect(info).toMatchObject({
      shares: '1200000.00',
      frozenShares: '250000.00',
      redeemableShares: '950000.00',
      nav: '1.1860',
      feeRate: '0.50',
      canRedeem: true,
      defaultCardId: 'BC202406180001',
    });
    expect(info.nextOpenDay).toMatch(/^\d{4}-\d\d-15$/);
    expect((await call('queryRedeemInfo', { productCode: 'XT2024001' })).statusCode).toBe('05046001');
  });

  it('places a redemption in 待签约 that freezes the shares at once; the same requestNo answers the same order', async () => {
    const first = await redeem('200000.00');
    expect(first.statusCode).toBe('00000000');
    expect(first.data).toMatchObject({ status: 'TO_SIGN', shares: '200000.00', statusText: '待签约' });
    expect(first.data.orderNo).toMatch(/^RD\d{12}$/);
    expect((await redeem('200000.00')).data.orderNo).toBe(first.data.orderNo);
    expect((await redeemInfo()).redeemableShares).toBe('750000.00');
    const holding = await callData<Holding>('holdingDetail', { productCode: 'JZ2022003' });
    expect(holding.nav?.redeemableShares).toBe('750000.00');
  });

  it('refuses what breaks the terms with the contract codes', async () => {
    expect((await redeem('960000.00')).statusCode).toBe('05046002');
    expect((await redeem('5000.00')).statusCode).toBe('05046003');
    expect((await redeem('900000.00')).statusCode).toBe('05046004');
    expect((await redeem('200000.00', { cardId: 'BC000000000000' })).statusCode).toBe('05046006');
    // Everything redeemable may go, even though less than the minimum holding would stay otherwise.
    expect((await redeem('950000.00')).statusCode).toBe('00000000');
  });

  it('on the short clock: signed, confirmed at the NAV less the fee, paid out, and the shares leave the holding', async () => {
    setOrderOptions({ clock: 'short' });
    await resetMockDb();
    const { data } = await redeem('200000.00');
    // The signing domain's `signed` (what its signature page sends).
    const { advanceOrder } = await import('./rules');
    await advanceOrder(data.orderNo, 'signed');
    const later = Date.now() + 20_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      const order = await callData<OrderDetail>('queryOrderDetail', { orderNo: data.orderNo });
      expect(order.status).toBe('PAID_OUT');
      // 200,000 × 1.1860 = 237,200.00, fee 0.50 % = 1,186.00.
      expect(order.confirmedAmount).toBe('236014.00');
      // 1,200,000 less these 200,000 and the seeded 50,000 paid out on the same clock.
      const holding = await callData<Holding>('holdingDetail', { productCode: 'JZ2022003' });
      expect(holding.nav?.shares).toBe('950000.00');
    } finally {
      Date.now = realNow;
    }
  });
});

describe('income information mock', () => {
  it('gives a plan’s schedule by year: paid periods as distributed, the rest estimated, sums in decimal', async () => {
    const info = await callData<IncomeInformationData>('queryIncomeInformation', {
      productCode: 'XT2023008',
    });
    expect(info).toMatchObject({
      principal: '1000000.00',
      benchmarkRate: '5.40',
      bankName: '招商银行',
      cardTail: '5678',
    });
    const periods = info.years.flatMap((year) => year.periods);
    expect(periods.at(-1)).toMatchObject({
      distributionType: 'PRINCIPAL_AND_INCOME',
      state: 'PLANNED',
      principalAmount: '1000000.00',
    });
    expect(periods.filter((p) => p.state === 'PAID').every((p) => p.payDate <= '2026-11-20')).toBe(true);
    for (const year of info.years) {
      const paid = year.periods
        .filter((p) => p.state === 'PAID')
        .reduce((s, p) => s.plus(p.amount), new Big(0));
      expect(year.paidAmount).toBe(paid.toFixed(2));
    }
    const total = info.years.reduce((s, y) => s.plus(y.paidAmount), new Big(0));
    expect(info.paidTotal).toBe(total.toFixed(2));
  });

  it('shows a plan in liquidation with its last period pending, and refuses what has no schedule', async () => {
    const liquidating = await callData<IncomeInformationData>('queryIncomeInformation', {
      productCode: 'XT2022011',
    });
    expect(liquidating.holdingStatus).toBe('LIQUIDATING');
    expect(liquidating.years.at(-1)!.periods.at(-1)!.state).toBe('PENDING');
    expect((await call('queryIncomeInformation', { productCode: 'JZ2022003' })).statusCode).toBe('05049011');
    expect((await call('queryIncomeInformation', { productCode: 'XT2021009' })).statusCode).toBe('05049010');
  });
});

const LI_NA = { transfereeName: '李娜', transfereeIdNo: '310104198808082126' };
const transferSms = (productCode: string) =>
  callData<{ smsSerialNo: string }>('sendBusiSms', { bizType: 'TRANSFER_BENEFIT', bizNo: productCode });
/** Applies with a code just sent, or with the serial given (one ticket serves refusals before the code). */
async function apply(extra: object = {}, smsSerialNo?: string) {
  const serial = smsSerialNo ?? (await transferSms('XT2024001')).smsSerialNo;
  return call<TransferApplyData>('ftsTransferApply', {
    requestNo: 'TR-test-0001',
    productCode: 'XT2024001',
    shares: '500000.00',
    price: '510000.00',
    ...LI_NA,
    agreed: true,
    smsCode: '123456',
    smsSerialNo: serial,
    ...extra,
  });
}

describe('transfer mock', () => {
  it('lists the fixed-income holdings, transferable first, and the transfers under way', async () => {
    const list = await callData<TransferListData>('queryFtsTransferList', {});
    expect(list.holdings.map((h) => [h.productCode, h.transferable, h.transferableShares])).toEqual([
      ['XT2023008', true, '500000.00'],
      ['XT2024001', true, '3000000.00'],
      ['XT2022011', false, '1000000.00'],
    ]);
    expect(list.transfers).toEqual([
      expect.objectContaining({
        orderNo: 'TR202611080001',
        status: 'SUBMITTED',
        transfereeNameMasked: '陈*',
      }),
    ]);
  });

  it('gives the terms with the reference price accrued since the last distribution', async () => {
    const info = await callData<TransferInfoData>('queryFtsTransferInfo', { productCode: 'XT2024001' });
    // 5.60 % × 153 days (2026-06-20 → 2026-11-20) / 365 = 0.02347…
    expect(info).toMatchObject({
      referencePrice: '1.0235',
      accruedFrom: '2026-06-20',
      bankName: '中国工商银行',
    });
    expect((await call('queryFtsTransferInfo', { productCode: 'XT2022011' })).statusCode).toBe('05045001');
  });

  it('checks the transferee: a customer, qualified, risk level high enough, not the investor', async () => {
    const check = (name: string, idNo: string) =>
      call('queryFtsTransfereeStatus', {
        productCode: 'XT2024001',
        transfereeName: name,
        transfereeIdNo: idNo,
      });
    expect((await check('李娜', '310104198808082126')).data).toEqual({
      transfereeNameMasked: '李*',
      transfereeIdNoMasked: '3101**********2126',
      qualifiedUntil: '2027-05-31',
    });
    expect((await check('李四', '310104198808082126')).statusCode).toBe('05045101');
    expect((await check('王芳', '310115197903153046')).statusCode).toBe('05045102');
    expect((await check('赵强', '110108198506121538')).statusCode).toBe('05045104');
  });

  it('applies with the SMS code: submitted at once, the fee off the price, the shares frozen', async () => {
    const { statusCode, data } = await apply();
    expect(statusCode).toBe('00000000');
    expect(data).toMatchObject({ status: 'SUBMITTED', fee: '510.00', netAmount: '509490.00' });
    const detail = await callData<TransferDetailData>('queryFtsTransferDetail', { orderNo: data.orderNo });
    expect(detail).toMatchObject({
      shares: '500000.00',
      price: '510000.00',
      unitPrice: '1.0200',
      transfereeNameMasked: '李*',
      transfereeIdNoMasked: '3101**********2126',
      cancellable: true,
    });
    const info = await callData<TransferInfoData>('queryFtsTransferInfo', { productCode: 'XT2024001' });
    expect(info.transferableShares).toBe('2500000.00');
  });

  it('refuses the shares, price, transferee and code that break the rules', async () => {
    const { smsSerialNo } = await transferSms('XT2024001');
    const refused = async (extra: object) => (await apply(extra, smsSerialNo)).statusCode;
    expect(await refused({ shares: '50000.00', price: '51000.00' })).toBe('05045003');
    expect(await refused({ shares: '2800000.00', price: '2860000.00' })).toBe('05045003');
    expect(await refused({ price: '400000.00' })).toBe('05045006');
    expect(await refused({ transfereeName: '王芳', transfereeIdNo: '310115197903153046' })).toBe('05045102');
    expect(await refused({ smsCode: '000000' })).toBe('05045007');
    expect(await refused({ smsSerialNo: 'BS0' })).toBe('05045008');
    // The ticket outlived the wrong code: the right one applies.
    expect(await refused({})).toBe('00000000');
  });

  it('registers the transfer on the short clock; the principal leaves the holding', async () => {
    setOrderOptions({ clock: 'short' });
    await resetMockDb();
    const { data } = await apply();
    const realNow = Date.now;
    const later = Date.now() + 10_000;
    Date.now = () => later;
    try {
      const detail = await callData<TransferDetailData>('queryFtsTransferDetail', { orderNo: data.orderNo });
      expect(detail.status).toBe('CONFIRMED');
      expect(detail.registeredAt).toBeDefined();
      const holding = await callData<Holding>('holdingDetail', { productCode: 'XT2024001' });
      expect(holding.fixedIncome?.principal).toBe('2500000.00');
    } finally {
      Date.now = realNow;
    }
  });
});
