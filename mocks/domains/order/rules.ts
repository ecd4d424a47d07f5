import Big from 'big.js';
import { refuse } from '@mocks/http/refusal';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { authSmsTickets } from '../auth/seed';
import { bankCards } from '../bank-card/seed';
import {
  applyEvent,
  cancelRefusalCode,
  catchUp,
  chinaIso,
  ORDER_CODE_MEANINGS,
  ORDER_TAB_OF,
  OrderTransitionError,
  targetOf,
  type OrderEvent,
  type OrderTab,
  type OrderType,
} from './lifecycle';
import { orderClock } from './options';
import { CARDS, needsRecordingOf, orders, productNameOf, type OrderRecord, type StoredOrder } from './seed';

/**
 * The mock server's order rules: the hand-off API other domains call (createOrder,
 * advanceOrder, findOrder; see /work/briefs/handoff/order.md) and what the order calls read.
 *
 * Time: every read sees the order as it stands now (`catchUp`: the steps the clock has taken
 * since it was stored, each dated when it happened); writes store that state plus the event.
 */

const now = () => Date.now();

/**
 * A redemption confirmed on its open day has its amount: shares × the NAV it was placed at, less
 * the fee, half up to the fen (the demo has no NAV of days to come; a server uses the open day's).
 */
export function withSettlement(order: StoredOrder): StoredOrder {
  const confirmed = order.status === 'REDEEM_CONFIRMED' || order.status === 'PAID_OUT';
  if (order.type !== 'REDEEM' || !confirmed || order.confirmedAmount || !order.redeemTerms || !order.shares)
    return order;
  const gross = new Big(order.shares).times(order.redeemTerms.nav);
  const fee = gross.times(order.redeemTerms.feeRate).div(100).round(2, Big.roundHalfUp);
  return { ...order, confirmedAmount: gross.round(2, Big.roundHalfUp).minus(fee).toFixed(2) };
}

const asOfNow = (record: StoredOrder, t = now()) => withSettlement(catchUp({ ...record }, t, orderClock()));

/** The order as it stands now, or undefined. Pass investorId to find only that investor's. */
export function findOrder(orderNo: string, investorId?: string): StoredOrder | undefined {
  const record = orders.findFirst((q) => q.where(investorId ? { orderNo, investorId } : { orderNo }));
  return record ? asOfNow(record) : undefined;
}

/** The investor's order placed with this idempotency key, if any. */
export function findByRequestNo(investorId: string, requestNo: string): StoredOrder | undefined {
  const record = orders.findFirst((q) => q.where({ investorId, requestNo }));
  return record ? asOfNow(record) : undefined;
}

/** The order, or the refusal 05040001 订单不存在 (the call must list the code). */
export function orderOrRefuse(orderNo: string, investorId: string): StoredOrder {
  const order = findOrder(orderNo, investorId);
  if (!order) refuseOrder('05040001');
  return order;
}

/** Refuses with an order code (listed by the order calls; other domains' calls that use the
 *  machine list the codes they may answer, see the hand-off note). */
export function refuseOrder(code: keyof typeof ORDER_CODE_MEANINGS): never {
  refuse(code, ORDER_CODE_MEANINGS[code]);
}

/** Every order of the investor as it stands now, newest first. */
export function ordersOf(investorId: string, tab: OrderTab = 'ALL'): StoredOrder[] {
  const t = now();
  return orders
    .findMany((q) => q.where({ investorId }))
    .map((record) => asOfNow(record, t))
    .filter((order) => tab === 'ALL' || ORDER_TAB_OF[order.status] === tab)
    .sort((a, b) => b.timeline[0]!.at.localeCompare(a.timeline[0]!.at) || b.orderNo.localeCompare(a.orderNo));
}

async function store(next: StoredOrder): Promise<StoredOrder> {
  const record = orders.findFirst((q) => q.where({ orderNo: next.orderNo })) as OrderRecord | undefined;
  if (!record) refuseOrder('05040001');
  await orders.update(record, {
    data(draft) {
      Object.assign(draft, next);
    },
  });
  return next;
}

/** Whether `event` may happen to the order now (no side effect). */
export function canAdvance(orderNo: string, event: OrderEvent): boolean {
  const order = findOrder(orderNo);
  return order !== undefined && targetOf(order, event) !== undefined;
}

/**
 * Moves an order on by one event (signed, recorded, proofUploaded, visited, cancelled, …) and
 * stores it; returns the order as it now stands. Refuses 05040001 (no such order) or, for an
 * event its status does not allow, 05040002 (cancel: 05040003 / 05040004 / 05040005).
 * `patch` sets fields at the same time (the proofs, the confirmed shares).
 */
export async function advanceOrder(
  orderNo: string,
  event: OrderEvent,
  patch: Partial<
    Pick<StoredOrder, 'proofFileIds' | 'confirmedShares' | 'confirmedAmount' | 'failReason'>
  > = {},
): Promise<StoredOrder> {
  const order = findOrder(orderNo);
  if (!order) refuseOrder('05040001');
  let next: StoredOrder;
  try {
    next = applyEvent(order, event, now(), orderClock());
  } catch (error) {
    if (error instanceof OrderTransitionError) refuseOrder(error.code);
    throw error;
  }
  return store({ ...next, ...patch });
}

/** Stores fields of an order that no event changes (the redemption's terms, a transfer's parties). */
export async function updateOrder(
  orderNo: string,
  patch: Partial<Pick<StoredOrder, 'requestNo' | 'redeemTerms' | 'transfer' | 'paymentMethod'>>,
): Promise<StoredOrder> {
  const order = findOrder(orderNo);
  if (!order) refuseOrder('05040001');
  return store({ ...order, ...patch });
}

/** The bank and tail of one of the investor's cards: the seed's, or one bound since. */
function cardOf(cardId: string | undefined) {
  const known = Object.values(CARDS).find((c) => c.cardId === cardId);
  if (known) return known;
  const bound = cardId ? bankCards.findFirst((q) => q.where({ cardId })) : undefined;
  return bound
    ? { cardId: bound.cardId, bankName: bound.bnkName, cardNoLast4: bound.cardNo.slice(-4) }
    : CARDS.cmb;
}

export interface CreateOrderInput {
  investorId?: string;
  productCode: string;
  type: OrderType;
  /** 认购 / 追加 (元, "1000000.00"); 转让: the total price. */
  amount?: string;
  /** 赎回 / 转让 (份, "200000.00"). */
  shares?: string;
  /** A bank-card seed id; default: the investor's default card (招商银行 尾号5678). */
  cardId?: string;
  /** Whether the product needs double recording; default: every R3+ product of the story. */
  needsRecording?: boolean;
  /** Redemption: the open day it is confirmed on (YYYY-MM-DD). */
  openDay?: string;
  /** Free text: the reservation or page the order came from. */
  source?: string;
}

let serial = 0;

/** A fresh order number: OD (认购/追加), RD (赎回) or TR (转让) + the China date + 4 digits. */
export function nextOrderNo(type: OrderType, atMs = now()): string {
  const prefix = type === 'REDEEM' ? 'RD' : type === 'TRANSFER' ? 'TR' : 'OD';
  const day = chinaIso(atMs).slice(0, 10).replaceAll('-', '');
  for (;;) {
    serial += 1;
    const orderNo = `${prefix}${day}${String(8000 + (serial % 1000)).padStart(4, '0')}`;
    if (!orders.findFirst((q) => q.where({ orderNo }))) return orderNo;
  }
}

/** Places an order: 待签约, dated now. makeOrder (PS), createRedeemOrder (HD), transfers (HD). */
export async function createOrder(input: CreateOrderInput): Promise<StoredOrder> {
  const t = now();
  const card = cardOf(input.cardId);
  const order: StoredOrder = {
    orderNo: nextOrderNo(input.type, t),
    investorId: input.investorId ?? DEMO_INVESTOR.customerId,
    productCode: input.productCode,
    productName: productNameOf(input.productCode),
    type: input.type,
    amount: input.amount,
    shares: input.shares,
    cardId: card.cardId,
    bankName: card.bankName,
    cardNoLast4: card.cardNoLast4,
    status: 'TO_SIGN',
    needsRecording: input.needsRecording ?? needsRecordingOf(input.productCode),
    timeline: [{ status: 'TO_SIGN', at: chinaIso(t) }],
    openDay: input.openDay,
    proofFileIds: [],
    source: input.source,
  };
  await orders.create(order);
  return order;
}

/**
 * Checks the SMS code of sendBusiSms (auth mock's tickets: bizType CANCEL_ORDER, bizNo = the
 * order) and spends it. 05040008 for a ticket unknown, spent, expired or for another order;
 * 05040007 for a wrong code (the ticket stays valid, as at a real server).
 */
async function spendCancelCode(investorId: string, orderNo: string, smsCode: string, smsSerialNo: string) {
  const ticket = authSmsTickets.findFirst((q) => q.where({ smsSerialNo }));
  if (
    !ticket ||
    ticket.used ||
    ticket.bizType !== 'CANCEL_ORDER' ||
    ticket.bizNo !== orderNo ||
    (ticket.investorId !== undefined && ticket.investorId !== investorId) ||
    ticket.expiresAt < now()
  ) {
    refuseOrder('05040008');
  }
  if (ticket.code !== smsCode) refuseOrder('05040007');
  await authSmsTickets.update(ticket, {
    data(draft) {
      draft.used = true;
    },
  });
}

/** cancelOrderCheck: the server's check, the SMS code, then the cancel (已撤单 or 退款中). */
export async function cancelOrder(
  investorId: string,
  request: { orderNo: string; smsCode: string; smsSerialNo: string },
): Promise<StoredOrder> {
  const order = orderOrRefuse(request.orderNo, investorId);
  const refusal = cancelRefusalCode(order);
  if (refusal) refuseOrder(refusal);
  await spendCancelCode(investorId, order.orderNo, request.smsCode, request.smsSerialNo);
  return advanceOrder(order.orderNo, 'cancelled');
}

/** saveTransferProof: 待打款 → 资金确认中 with the proofs; in 资金确认中 the proofs are replaced. */
export async function saveProofs(
  investorId: string,
  orderNo: string,
  fileIds: string[],
): Promise<StoredOrder> {
  const order = orderOrRefuse(orderNo, investorId);
  if (order.status === 'EXPIRED') refuseOrder('05040006');
  if (order.status === 'FUNDS_CHECKING') return store({ ...order, proofFileIds: [...fileIds] });
  if (order.status !== 'TO_PAY') refuseOrder('05040002');
  return advanceOrder(orderNo, 'proofUploaded', { proofFileIds: [...fileIds] });
}
