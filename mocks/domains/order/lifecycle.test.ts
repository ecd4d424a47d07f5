import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockDb } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { STORY_ORDERS } from '@mocks/db/seed/story';
import { Refusal } from '@mocks/http/refusal';
import {
  applyEvent,
  catchUp,
  chinaIso,
  NORMAL_CLOCK,
  ORDER_STATUSES,
  ORDER_TAB_OF,
  OrderTransitionError,
  SHORT_CLOCK,
  type MachineOrder,
  type OrderEvent,
} from './lifecycle';
import { resetOrderOptions, setOrderOptions } from './options';
import { advanceOrder, createOrder, findOrder, ordersOf } from './rules';
import { seedOrders } from './seed';

const T0 = Date.parse('2026-11-22T10:00:00+08:00');
const HOUR = 3600_000;

const fresh = (type: MachineOrder['type'], needsRecording = true): MachineOrder => ({
  type,
  status: 'TO_SIGN',
  needsRecording,
  timeline: [{ status: 'TO_SIGN', at: chinaIso(T0) }],
});

function walk(order: MachineOrder, events: OrderEvent[], clock = NORMAL_CLOCK): MachineOrder {
  return events.reduce((o, event, i) => applyEvent(o, event, T0 + (i + 1) * 60_000, clock), order);
}

describe('order state machine', () => {
  it('takes a subscription from 待签约 through double recording, payment and the cooling-off to 份额已确认', () => {
    const order = walk(fresh('SUBSCRIBE'), [
      'signed',
      'recorded',
      'proofUploaded',
      'fundsConfirmed',
      'coolingOffEnded',
      'visited',
      'confirmed',
    ]);
    expect(order.timeline.map((e) => e.status)).toEqual([
      'TO_SIGN',
      'TO_RECORD',
      'TO_PAY',
      'FUNDS_CHECKING',
      'COOLING_OFF',
      'TO_VISIT',
      'SUBSCRIBED',
      'CONFIRMED',
    ]);
    expect(order.paymentDeadline).toBe(chinaIso(T0 + 2 * 60_000 + 72 * HOUR));
    // The cooling-off is 24 h from the funds' confirmation (the 4th event).
    expect(order.coolingOffEndsAt).toBe('2026-11-23T10:04:00+08:00');
  });

  it('skips 待双录 when the product needs no double recording', () => {
    expect(walk(fresh('ADDITIONAL', false), ['signed']).status).toBe('TO_PAY');
  });

  it('refuses events the status does not allow (05040002)', () => {
    const toPay = walk(fresh('SUBSCRIBE'), ['signed', 'recorded']);
    for (const event of ['signed', 'recorded', 'visited', 'confirmed', 'refunded', 'paidOut'] as const) {
      expect(() => applyEvent(toPay, event, T0, NORMAL_CLOCK)).toThrow(OrderTransitionError);
    }
    try {
      applyEvent(toPay, 'visited', T0, NORMAL_CLOCK);
    } catch (error) {
      expect((error as OrderTransitionError).code).toBe('05040002');
    }
  });

  it('cancels before payment to 已撤单 and within the cooling-off to 退款中 → 已退款', () => {
    expect(walk(fresh('SUBSCRIBE'), ['signed', 'cancelled']).status).toBe('CANCELLED');
    const refunding = walk(fresh('SUBSCRIBE'), [
      'signed',
      'recorded',
      'proofUploaded',
      'fundsConfirmed',
      'cancelled',
    ]);
    expect(refunding.status).toBe('REFUNDING');
    expect(catchUp(refunding, T0 + 49 * HOUR, NORMAL_CLOCK).status).toBe('REFUNDED');
  });

  it('refuses a cancel while the funds are checked (05040005) and after the cooling-off (05040004)', () => {
    const checking = walk(fresh('SUBSCRIBE'), ['signed', 'recorded', 'proofUploaded']);
    expect(() => applyEvent(checking, 'cancelled', T0, NORMAL_CLOCK)).toThrow(
      expect.objectContaining({ code: '05040005' }),
    );
    const toVisit = walk(fresh('SUBSCRIBE'), [
      'signed',
      'recorded',
      'proofUploaded',
      'fundsConfirmed',
      'coolingOffEnded',
    ]);
    expect(() => applyEvent(toVisit, 'cancelled', T0, NORMAL_CLOCK)).toThrow(
      expect.objectContaining({ code: '05040004' }),
    );
    const paidOut = walk(fresh('REDEEM'), ['signed', 'accepted', 'redeemConfirmed', 'paidOut']);
    expect(() => applyEvent(paidOut, 'cancelled', T0, NORMAL_CLOCK)).toThrow(
      expect.objectContaining({ code: '05040003' }),
    );
  });

  it('lets the clock confirm the funds, end the cooling-off after 24 h and confirm the shares', () => {
    const uploaded = applyEvent(
      walk(fresh('SUBSCRIBE'), ['signed', 'recorded']),
      'proofUploaded',
      T0,
      NORMAL_CLOCK,
    );
    expect(catchUp(uploaded, T0 + HOUR, NORMAL_CLOCK).status).toBe('FUNDS_CHECKING');
    const cooling = catchUp(uploaded, T0 + 3 * HOUR, NORMAL_CLOCK);
    expect(cooling.status).toBe('COOLING_OFF');
    // Dated when it happened (2 h after the upload), not when read.
    expect(cooling.timeline.at(-1)).toEqual({ status: 'COOLING_OFF', at: chinaIso(T0 + 2 * HOUR) });
    expect(cooling.coolingOffEndsAt).toBe(chinaIso(T0 + 26 * HOUR));
    expect(catchUp(uploaded, T0 + 26 * HOUR - 1, NORMAL_CLOCK).status).toBe('COOLING_OFF');
    expect(catchUp(uploaded, T0 + 26 * HOUR, NORMAL_CLOCK).status).toBe('TO_VISIT');
    // The return visit waits for the investor: the clock never answers it.
    expect(catchUp(uploaded, T0 + 100 * HOUR, NORMAL_CLOCK).status).toBe('TO_VISIT');
    const visited = applyEvent(
      catchUp(uploaded, T0 + 30 * HOUR, NORMAL_CLOCK),
      'visited',
      T0 + 30 * HOUR,
      NORMAL_CLOCK,
    );
    expect(catchUp(visited, T0 + 54 * HOUR, NORMAL_CLOCK).status).toBe('CONFIRMED');
  });

  it('walks the whole way in seconds on the short clock', () => {
    const uploaded = applyEvent(
      walk(fresh('SUBSCRIBE'), ['signed', 'recorded'], SHORT_CLOCK),
      'proofUploaded',
      T0,
      SHORT_CLOCK,
    );
    expect(catchUp(uploaded, T0 + 3000, SHORT_CLOCK).status).toBe('COOLING_OFF');
    expect(catchUp(uploaded, T0 + 18_000, SHORT_CLOCK).status).toBe('TO_VISIT');
  });

  it('expires an order not paid by the deadline (已失效)', () => {
    const toPay = walk(fresh('SUBSCRIBE'), ['signed', 'recorded']);
    expect(catchUp(toPay, Date.parse(toPay.paymentDeadline!), NORMAL_CLOCK).status).toBe('EXPIRED');
  });

  it('takes a redemption through 已提交 → 待开放日确认 → 赎回确认 → 已到账, or 赎回失败', () => {
    const submitted = walk({ ...fresh('REDEEM'), openDay: '2026-12-15' }, ['signed']);
    expect(submitted.status).toBe('SUBMITTED');
    const waiting = catchUp(submitted, T0 + 3 * HOUR, NORMAL_CLOCK);
    expect(waiting.status).toBe('TO_OPEN_DAY');
    expect(catchUp(submitted, Date.parse('2026-12-15T14:59:59+08:00'), NORMAL_CLOCK).status).toBe(
      'TO_OPEN_DAY',
    );
    expect(catchUp(submitted, Date.parse('2026-12-15T15:00:00+08:00'), NORMAL_CLOCK).status).toBe(
      'REDEEM_CONFIRMED',
    );
    expect(catchUp(submitted, Date.parse('2026-12-18T15:00:00+08:00'), NORMAL_CLOCK).status).toBe('PAID_OUT');
    expect(applyEvent(waiting, 'redeemFailed', T0, NORMAL_CLOCK).status).toBe('REDEEM_FAILED');
    expect(applyEvent(waiting, 'cancelled', T0, NORMAL_CLOCK).status).toBe('CANCELLED');
  });

  it('puts every status on one myOrder tab', () => {
    expect(Object.keys(ORDER_TAB_OF).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('order seed and hand-off API', () => {
  beforeEach(async () => {
    await resetMockDb();
  });
  afterEach(async () => {
    resetOrderOptions();
    vi.useRealTimers();
    await resetMockDb();
  });

  it('seeds every status and the story’s orders in theirs', () => {
    const seeded = ordersOf(DEMO_INVESTOR.customerId);
    expect(new Set(seeded.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(findOrder(STORY_ORDERS.toSign.orderNo)).toMatchObject({
      status: 'TO_SIGN',
      type: 'ADDITIONAL',
      amount: '1000000.00',
    });
    expect(findOrder(STORY_ORDERS.toPay.orderNo)).toMatchObject({
      status: 'TO_PAY',
      productCode: 'XT2023008',
    });
    expect(findOrder(STORY_ORDERS.coolingOff.orderNo)).toMatchObject({
      status: 'COOLING_OFF',
      amount: '3000000.00',
    });
    expect(findOrder(STORY_ORDERS.redemptionToSign.orderNo)).toMatchObject({
      status: 'TO_SIGN',
      type: 'REDEEM',
      shares: '200000.00',
    });
    // Newest first.
    const times = seeded.map((o) => o.timeline[0]!.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('seeds 500 further orders on request, every one legal and unique', async () => {
    setOrderOptions({ bulkOrders: 500 });
    await resetMockDb();
    const all = ordersOf(DEMO_INVESTOR.customerId);
    expect(all.length).toBe(seedOrders().length);
    expect(all.length).toBeGreaterThanOrEqual(520);
    expect(new Set(all.map((o) => o.orderNo)).size).toBe(all.length);
  });

  it('creates an order in 待签约 and advances it; an illegal event is refused with 05040002', async () => {
    const order = await createOrder({ productCode: 'XT2024001', type: 'SUBSCRIBE', amount: '1000000.00' });
    expect(order.orderNo).toMatch(/^OD\d{8}\d{4}$/);
    expect(order).toMatchObject({ status: 'TO_SIGN', needsRecording: true, bankName: '招商银行' });
    expect((await advanceOrder(order.orderNo, 'signed')).status).toBe('TO_RECORD');
    expect(findOrder(order.orderNo)?.status).toBe('TO_RECORD');
    await expect(advanceOrder(order.orderNo, 'visited')).rejects.toMatchObject({ statusCode: '05040002' });
    await expect(advanceOrder('OD000000000000', 'signed')).rejects.toBeInstanceOf(Refusal);
    await expect(advanceOrder('OD000000000000', 'signed')).rejects.toMatchObject({ statusCode: '05040001' });
  });

  it('stores the clock’s steps when an order is advanced (the cooling-off order refunds after a cancel)', async () => {
    const cancelled = await advanceOrder(STORY_ORDERS.coolingOff.orderNo, 'cancelled');
    expect(cancelled.status).toBe('REFUNDING');
    vi.useFakeTimers({ now: Date.now() + 49 * HOUR, toFake: ['Date'] });
    expect(findOrder(STORY_ORDERS.coolingOff.orderNo)?.status).toBe('REFUNDED');
  });

  it('on the short clock, the story’s cooling-off order reaches 待回访 within seconds', async () => {
    setOrderOptions({ clock: 'short' });
    await resetMockDb();
    expect(findOrder(STORY_ORDERS.coolingOff.orderNo)?.status).toBe('COOLING_OFF');
    vi.useFakeTimers({ now: Date.now() + 15_000, toFake: ['Date'] });
    expect(findOrder(STORY_ORDERS.coolingOff.orderNo)?.status).toBe('TO_VISIT');
  });
});
