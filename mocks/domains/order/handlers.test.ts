import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@gen/model/orderDetail';
import type { OrderListItemPage } from '@gen/model/orderListItemPage';
import type { RefundStatusData } from '@gen/model/refundStatusData';
import type { TransferProofData } from '@gen/model/transferProofData';
import { resetMockDb } from '@mocks/db/define-collection';
import { STORY_ORDERS } from '@mocks/db/seed/story';
import { checkedCall } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { resetOrderOptions, setOrderOptions } from './options';

/** The stateful order mock over the wire, inside the whole mock API (fresh seed per test). */
setupMockApi();

afterEach(async () => {
  resetOrderOptions();
  vi.useRealTimers();
});

const page = (requestData: object) =>
  checkedCall('queryOrderList', { pageNum: 1, pageSize: 10, tab: 'ALL', ...requestData }).then(
    (answer) => answer.result.data as OrderListItemPage,
  );
const detail = (orderNo: string) => callData<OrderDetail>('queryOrderDetail', { orderNo });
const sendCancelCode = (orderNo: string) =>
  callData<{ smsSerialNo: string }>('sendBusiSms', { bizType: 'CANCEL_ORDER', bizNo: orderNo });

describe('order mock', () => {
  it('pages the investor’s orders newest first, by tab and type', async () => {
    const all = await page({ pageSize: 50 });
    expect(all.total).toBe(all.list.length);
    expect(all.list.map((o) => o.appliedAt)).toEqual([...all.list.map((o) => o.appliedAt)].sort().reverse());
    const inProgress = await page({ tab: 'IN_PROGRESS', pageSize: 50 });
    expect(new Set(inProgress.list.map((o) => o.status))).toEqual(
      new Set([
        'TO_SIGN',
        'TO_RECORD',
        'TO_PAY',
        'FUNDS_CHECKING',
        'COOLING_OFF',
        'TO_VISIT',
        'SUBMITTED',
        'TO_OPEN_DAY',
        'REDEEM_CONFIRMED',
      ]),
    );
    const cancelled = await page({ tab: 'CANCELLED', pageSize: 50 });
    expect(new Set(cancelled.list.map((o) => o.status))).toEqual(
      new Set(['CANCELLED', 'EXPIRED', 'REFUNDING', 'REFUNDED']),
    );
    const subscriptions = await page({ types: ['SUBSCRIBE', 'ADDITIONAL'], pageSize: 50 });
    expect(subscriptions.list.every((o) => o.type === 'SUBSCRIBE' || o.type === 'ADDITIONAL')).toBe(true);
    expect(subscriptions.list.every((o) => o.amount !== undefined)).toBe(true);
  });

  it('answers 500 orders one page at a time', async () => {
    setOrderOptions({ bulkOrders: 500 });
    await resetMockDb();
    const first = await page({ pageSize: 20 });
    expect(first.list).toHaveLength(20);
    expect(first.total).toBeGreaterThan(500);
    const last = await page({ pageSize: 20, pageNum: Math.ceil(first.total / 20) });
    expect(last.list.length).toBe(first.total % 20 || 20);
  });

  it('shows an order’s detail with its history and the card masked', async () => {
    const order = await detail(STORY_ORDERS.toPay.orderNo);
    expect(order).toMatchObject({
      status: 'TO_PAY',
      amount: '2000000.00',
      bankName: '招商银行',
      cardNoMasked: '6214********5678',
      cancellable: true,
      proofCount: 0,
    });
    expect(order.timeline.map((t) => t.status)).toEqual(['TO_SIGN', 'TO_RECORD', 'TO_PAY']);
    const missing = await checkedCall('queryOrderDetail', { orderNo: 'OD209901010001' });
    expect(missing.result).toMatchObject({ statusCode: '05040001', msg: '订单不存在' });
  });

  it('gives the collection account in the trust company’s full name, then takes the proofs (→ 资金确认中)', async () => {
    const before = await callData<TransferProofData>('queryTransferProof', {
      orderNo: STORY_ORDERS.toPay.orderNo,
    });
    expect(before.account).toMatchObject({ accountName: '华信信托股份有限公司', remark: '张伟+华信恒远3号' });
    expect(before).toMatchObject({ canUpload: true, proofs: [] });
    const saved = await checkedCall('saveTransferProof', {
      orderNo: STORY_ORDERS.toPay.orderNo,
      fileIds: ['F202611220201', 'F202611220202'],
    });
    expect(saved.result).toMatchObject({
      msg: '提交成功',
      data: { status: 'FUNDS_CHECKING', proofCount: 2 },
    });
    const after = await callData<TransferProofData>('queryTransferProof', {
      orderNo: STORY_ORDERS.toPay.orderNo,
    });
    expect(after.proofs.map((p) => p.fileId)).toEqual(['F202611220201', 'F202611220202']);
    // Replaced while the funds are checked; refused once past it.
    await checkedCall('saveTransferProof', {
      orderNo: STORY_ORDERS.toPay.orderNo,
      fileIds: ['F202611220203'],
    });
    expect((await detail(STORY_ORDERS.toPay.orderNo)).proofCount).toBe(1);
    const refused = await checkedCall('saveTransferProof', {
      orderNo: STORY_ORDERS.coolingOff.orderNo,
      fileIds: ['F1'],
    });
    expect(refused.result.statusCode).toBe('05040002');
  });

  it('cancels within the cooling-off with the SMS code: 退款中, then 已退款 on the card', async () => {
    const orderNo = STORY_ORDERS.coolingOff.orderNo;
    const sms = await sendCancelCode(orderNo);
    const wrong = await checkedCall('cancelOrderCheck', {
      orderNo,
      smsCode: '000000',
      smsSerialNo: sms.smsSerialNo,
    });
    expect(wrong.result.statusCode).toBe('05040007');
    const done = await checkedCall('cancelOrderCheck', {
      orderNo,
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    expect(done.result).toMatchObject({
      msg: '撤单成功',
      data: { status: 'REFUNDING', refundStatus: 'REFUNDING', refundAmount: '3000000.00' },
    });
    const replay = await checkedCall('cancelOrderCheck', {
      orderNo,
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    expect(replay.result.statusCode).toBe('05040003');
    const refunding = await callData<RefundStatusData>('queryRefundStatus', { orderNo });
    expect(refunding).toMatchObject({
      refundStatus: 'REFUNDING',
      refundAmount: '3000000.00',
      bankName: '招商银行',
    });
    expect(refunding.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    vi.useFakeTimers({ now: Date.now() + 49 * 3600_000, toFake: ['Date'] });
    expect(await callData<RefundStatusData>('queryRefundStatus', { orderNo })).toMatchObject({
      refundStatus: 'REFUNDED',
    });
  });

  it('refuses a cancel while the funds are checked (05040005), after the cooling-off (05040004), and a code for another order (05040008)', async () => {
    const checking = 'OD202611220005';
    const a = await checkedCall('cancelOrderCheck', {
      orderNo: checking,
      smsCode: '123456',
      smsSerialNo: 'BS-NOT-NEEDED',
    });
    // The status is checked before the code.
    expect(a.result.statusCode).toBe('05040005');
    const toVisit = 'OD202611170006';
    const b = await checkedCall('cancelOrderCheck', {
      orderNo: toVisit,
      smsCode: '123456',
      smsSerialNo: 'BS-NOT-NEEDED',
    });
    expect(b.result.statusCode).toBe('05040004');
    const c = await checkedCall('cancelOrderCheck', {
      orderNo: STORY_ORDERS.toSign.orderNo,
      smsCode: '123456',
      smsSerialNo: (await sendCancelCode(STORY_ORDERS.coolingOff.orderNo)).smsSerialNo,
    });
    expect(c.result.statusCode).toBe('05040008');
  });

  it('cancels an unpaid order to 已撤单 with no refund', async () => {
    const orderNo = STORY_ORDERS.toSign.orderNo;
    const sms = await sendCancelCode(orderNo);
    const done = await checkedCall('cancelOrderCheck', {
      orderNo,
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    expect(done.result.data).toEqual({ orderNo, status: 'CANCELLED', refundStatus: 'NONE' });
    expect(await callData<RefundStatusData>('queryRefundStatus', { orderNo })).toMatchObject({
      refundStatus: 'NONE',
    });
  });

  it('gives the subscription application form with the investor masked and the declarations', async () => {
    const form = await callData<{
      idNoMasked: string;
      benchmarkRate?: string;
      declarations: string[];
      signedAt?: string;
    }>('queryOrderApply', { orderNo: STORY_ORDERS.coolingOff.orderNo });
    expect(form.idNoMasked).toMatch(/\*{4,}/);
    expect(form.benchmarkRate).toBe('5.60');
    expect(form.declarations.length).toBeGreaterThanOrEqual(3);
    expect(form.signedAt).toBeDefined();
  });
});
