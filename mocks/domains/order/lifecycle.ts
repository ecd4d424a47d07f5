/**
 * The order state machine of the mock server: which status an order is in, which
 * events move it on, and which steps the clock takes by itself (the back office confirming the
 * funds, the 24 h cooling-off running out, the refund arriving …). Pure functions over a plain
 * order object, no database: rules.ts stores what they return.
 *
 * Subscription (认购 / 追加):
 *   待签约 TO_SIGN ─signed→ 待双录 TO_RECORD (when the product needs double recording) ─recorded→
 *   待打款 TO_PAY ─proofUploaded (or walletPaid)→ 资金确认中 FUNDS_CHECKING ─fundsConfirmed (clock)→
 *   冷静期中 COOLING_OFF (24 h from the funds' confirmation) ─coolingOffEnded (clock)→
 *   待回访 TO_VISIT ─visited→ 认购成功 SUBSCRIBED ─confirmed (clock)→ 份额已确认 CONFIRMED
 *   cancelled: before payment → 已撤单 CANCELLED; within the cooling-off → 退款中 REFUNDING
 *   ─refunded (clock)→ 已退款 REFUNDED. Not paid by the deadline → 已失效 EXPIRED (clock).
 * Redemption (赎回):
 *   待签约 TO_SIGN ─signed→ 已提交 SUBMITTED ─accepted (clock)→ 待开放日确认 TO_OPEN_DAY
 *   ─redeemConfirmed (clock, on the open day)→ 赎回确认 REDEEM_CONFIRMED ─paidOut (clock)→ 已到账
 *   PAID_OUT; ─redeemFailed→ 赎回失败 REDEEM_FAILED; cancelled before the open day → CANCELLED.
 * Transfer (转让):
 *   待签约 TO_SIGN ─signed→ 已提交 SUBMITTED ─confirmed (clock: the transferee signed and paid, the
 *   company registered it)→ 份额已确认 CONFIRMED; cancelled → CANCELLED. ftsTransferApply signs the
 *   agreement with its SMS code, so an applied transfer starts at 已提交.
 *
 * An event the current status does not allow is refused (ORDER_CODES.illegalTransition).
 */

export const ORDER_TYPES = ['SUBSCRIBE', 'ADDITIONAL', 'REDEEM', 'TRANSFER'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  SUBSCRIBE: '认购',
  ADDITIONAL: '追加',
  REDEEM: '赎回',
  TRANSFER: '转让',
};

export const ORDER_STATUSES = [
  'TO_SIGN',
  'TO_RECORD',
  'TO_PAY',
  'FUNDS_CHECKING',
  'COOLING_OFF',
  'TO_VISIT',
  'SUBSCRIBED',
  'CONFIRMED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDING',
  'REFUNDED',
  'SUBMITTED',
  'TO_OPEN_DAY',
  'REDEEM_CONFIRMED',
  'PAID_OUT',
  'REDEEM_FAILED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  TO_SIGN: '待签约',
  TO_RECORD: '待双录',
  TO_PAY: '待打款',
  FUNDS_CHECKING: '资金确认中',
  COOLING_OFF: '冷静期中',
  TO_VISIT: '待回访',
  SUBSCRIBED: '认购成功',
  CONFIRMED: '份额已确认',
  CANCELLED: '已撤单',
  EXPIRED: '已失效',
  REFUNDING: '退款中',
  REFUNDED: '已退款',
  SUBMITTED: '已提交',
  TO_OPEN_DAY: '待开放日确认',
  REDEEM_CONFIRMED: '赎回确认',
  PAID_OUT: '已到账',
  REDEEM_FAILED: '赎回失败',
};

/** The tabs of myOrder: 全部 / 进行中 / 已完成 / 已撤销. */
export type OrderTab = 'ALL' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED';
export const ORDER_TAB_OF: Record<OrderStatus, Exclude<OrderTab, 'ALL'>> = {
  TO_SIGN: 'IN_PROGRESS',
  TO_RECORD: 'IN_PROGRESS',
  TO_PAY: 'IN_PROGRESS',
  FUNDS_CHECKING: 'IN_PROGRESS',
  COOLING_OFF: 'IN_PROGRESS',
  TO_VISIT: 'IN_PROGRESS',
  SUBMITTED: 'IN_PROGRESS',
  TO_OPEN_DAY: 'IN_PROGRESS',
  REDEEM_CONFIRMED: 'IN_PROGRESS',
  SUBSCRIBED: 'DONE',
  CONFIRMED: 'DONE',
  PAID_OUT: 'DONE',
  REDEEM_FAILED: 'DONE',
  CANCELLED: 'CANCELLED',
  EXPIRED: 'CANCELLED',
  REFUNDING: 'CANCELLED',
  REFUNDED: 'CANCELLED',
};

/**
 * Events, by the name other domains use: signing (SG) sends `signed`, double recording sends
 * `recorded`, the return-visit questionnaire (RK) sends `visited`; the order pages send
 * `proofUploaded` and `cancelled`, the wallet mock `walletPaid`; the clock sends the rest
 * (rules.ts applies them on read).
 */
export const ORDER_EVENTS = [
  'signed',
  'recorded',
  'proofUploaded',
  'walletPaid',
  'fundsConfirmed',
  'coolingOffEnded',
  'visited',
  'confirmed',
  'cancelled',
  'refunded',
  'expired',
  'accepted',
  'redeemConfirmed',
  'paidOut',
  'redeemFailed',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** One step of the order's history: the status it entered and when. */
export interface TimelineEntry {
  status: OrderStatus;
  /** ISO 8601 with +08:00. */
  at: string;
}

/** What the machine needs of an order (the stored order has more; see seed.ts). */
export interface MachineOrder {
  type: OrderType;
  status: OrderStatus;
  needsRecording: boolean;
  timeline: TimelineEntry[];
  /** 打款截止时间, set on entering TO_PAY. */
  paymentDeadline?: string | undefined;
  /** 冷静期截止时间, set on entering COOLING_OFF. */
  coolingOffEndsAt?: string | undefined;
  /** Redemption: the open day (开放日, YYYY-MM-DD) the redemption is confirmed on. */
  openDay?: string | undefined;
  failReason?: string | undefined;
}

/** How long the steps the clock takes last. `short` lets a journey walk the whole way. */
export interface OrderClock {
  name: 'normal' | 'short';
  /** Payment window from entering 待打款. */
  paymentWindowMs: number;
  /** Proof uploaded → funds confirmed by the back office. */
  fundsCheckMs: number;
  /** The cooling-off period (冷静期) from the funds' confirmation: 24 h. */
  coolingOffMs: number;
  /** Return visit answered → shares confirmed (份额确认). */
  confirmMs: number;
  /** Cancelled within the cooling-off → refund on the card. */
  refundMs: number;
  /** Redemption submitted → accepted, waiting for the open day. */
  acceptMs: number;
  /** Short clock only: accepted → confirmed, instead of waiting for the open day's date. */
  openDayMs?: number;
  /** Redemption confirmed → money on the card. */
  payoutMs: number;
  /** Transfer submitted → registered (the transferee signs and pays, the company registers). */
  transferMs: number;
}

const HOUR = 60 * 60 * 1000;
export const NORMAL_CLOCK: OrderClock = {
  name: 'normal',
  paymentWindowMs: 72 * HOUR,
  fundsCheckMs: 2 * HOUR,
  coolingOffMs: 24 * HOUR,
  confirmMs: 24 * HOUR,
  refundMs: 48 * HOUR,
  acceptMs: 2 * HOUR,
  payoutMs: 48 * HOUR,
  transferMs: 5 * 24 * HOUR,
};
export const SHORT_CLOCK: OrderClock = {
  name: 'short',
  paymentWindowMs: 10 * 60 * 1000,
  fundsCheckMs: 3000,
  coolingOffMs: 15_000,
  confirmMs: 4000,
  refundMs: 4000,
  acceptMs: 3000,
  openDayMs: 4000,
  payoutMs: 4000,
  transferMs: 8000,
};

/** Business codes of the order tag (openapi/paths/order.yaml x-status-codes). */
export const ORDER_CODES = {
  notFound: '05040001',
  illegalTransition: '05040002',
  notCancellable: '05040003',
  coolingOffOver: '05040004',
  fundsChecking: '05040005',
  paymentClosed: '05040006',
  smsWrong: '05040007',
  smsExpired: '05040008',
} as const;

export const ORDER_CODE_MEANINGS: Record<(typeof ORDER_CODES)[keyof typeof ORDER_CODES], string> = {
  '05040001': '订单不存在',
  '05040002': '订单当前状态不支持该操作，请刷新后重试',
  '05040003': '该订单当前不可撤销',
  '05040004': '冷静期已结束，订单不可撤销',
  '05040005': '资金确认中，暂不可撤销，请在冷静期内操作',
  '05040006': '订单已过打款截止时间',
  '05040007': '短信验证码错误，请重新输入',
  '05040008': '短信验证码已失效，请重新获取',
};

/** Thrown for an event the order's status does not allow; rules.ts turns it into a refusal. */
export class OrderTransitionError extends Error {
  readonly code: keyof typeof ORDER_CODE_MEANINGS;
  readonly status: OrderStatus;
  readonly event: OrderEvent;

  constructor(status: OrderStatus, event: OrderEvent, code: keyof typeof ORDER_CODE_MEANINGS = '05040002') {
    super(`${ORDER_CODE_MEANINGS[code]} (${event} in ${status})`);
    this.name = 'OrderTransitionError';
    this.code = code;
    this.status = status;
    this.event = event;
  }
}

const isRedemption = (order: MachineOrder) => order.type === 'REDEEM';
const isTransfer = (order: MachineOrder) => order.type === 'TRANSFER';
const isSubscription = (order: MachineOrder) => order.type === 'SUBSCRIBE' || order.type === 'ADDITIONAL';

/** Where `event` takes an order in `status`, or undefined when it may not happen there. */
export function targetOf(order: MachineOrder, event: OrderEvent): OrderStatus | undefined {
  const { status } = order;
  if (isSubscription(order)) {
    switch (event) {
      case 'signed':
        return status === 'TO_SIGN' ? (order.needsRecording ? 'TO_RECORD' : 'TO_PAY') : undefined;
      case 'recorded':
        return status === 'TO_RECORD' ? 'TO_PAY' : undefined;
      case 'proofUploaded':
      case 'walletPaid':
        return status === 'TO_PAY' ? 'FUNDS_CHECKING' : undefined;
      case 'fundsConfirmed':
        return status === 'FUNDS_CHECKING' ? 'COOLING_OFF' : undefined;
      case 'coolingOffEnded':
        return status === 'COOLING_OFF' ? 'TO_VISIT' : undefined;
      case 'visited':
        return status === 'TO_VISIT' ? 'SUBSCRIBED' : undefined;
      case 'confirmed':
        return status === 'SUBSCRIBED' ? 'CONFIRMED' : undefined;
      case 'cancelled':
        if (status === 'TO_SIGN' || status === 'TO_RECORD' || status === 'TO_PAY') return 'CANCELLED';
        return status === 'COOLING_OFF' ? 'REFUNDING' : undefined;
      case 'refunded':
        return status === 'REFUNDING' ? 'REFUNDED' : undefined;
      case 'expired':
        return status === 'TO_SIGN' || status === 'TO_RECORD' || status === 'TO_PAY' ? 'EXPIRED' : undefined;
      default:
        return undefined;
    }
  }
  if (isRedemption(order)) {
    switch (event) {
      case 'signed':
        return status === 'TO_SIGN' ? 'SUBMITTED' : undefined;
      case 'accepted':
        return status === 'SUBMITTED' ? 'TO_OPEN_DAY' : undefined;
      case 'redeemConfirmed':
        return status === 'TO_OPEN_DAY' ? 'REDEEM_CONFIRMED' : undefined;
      case 'paidOut':
        return status === 'REDEEM_CONFIRMED' ? 'PAID_OUT' : undefined;
      case 'redeemFailed':
        return status === 'TO_OPEN_DAY' || status === 'REDEEM_CONFIRMED' ? 'REDEEM_FAILED' : undefined;
      case 'cancelled':
        return status === 'TO_SIGN' || status === 'SUBMITTED' || status === 'TO_OPEN_DAY'
          ? 'CANCELLED'
          : undefined;
      default:
        return undefined;
    }
  }
  if (isTransfer(order)) {
    switch (event) {
      case 'signed':
        return status === 'TO_SIGN' ? 'SUBMITTED' : undefined;
      case 'confirmed':
        return status === 'SUBMITTED' ? 'CONFIRMED' : undefined;
      case 'cancelled':
        return status === 'TO_SIGN' || status === 'SUBMITTED' ? 'CANCELLED' : undefined;
      default:
        return undefined;
    }
  }
  return undefined;
}

/** Why a cancel is refused, in the investor's words (the code the page shows). */
export function cancelRefusalCode(order: MachineOrder): keyof typeof ORDER_CODE_MEANINGS | undefined {
  if (targetOf(order, 'cancelled')) return undefined;
  if (order.status === 'FUNDS_CHECKING') return '05040005';
  if (order.status === 'TO_VISIT' || order.status === 'SUBSCRIBED' || order.status === 'CONFIRMED')
    return '05040004';
  return '05040003';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as ISO 8601 in China time ("2026-11-22T15:30:00+08:00"). */
export function chinaIso(ms: number): string {
  const d = new Date(ms + 8 * HOUR);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+08:00`
  );
}

/** When the order entered `status` (its latest entry), as ms, if ever. */
export function enteredAt(order: Pick<MachineOrder, 'timeline'>, status: OrderStatus): number | undefined {
  for (let i = order.timeline.length - 1; i >= 0; i -= 1) {
    const entry = order.timeline[i]!;
    if (entry.status === status) return Date.parse(entry.at);
  }
  return undefined;
}

/**
 * Applies one event at instant `atMs`: the new status, its timeline entry and the deadlines the
 * new status starts. Throws OrderTransitionError when the status does not allow the event.
 */
export function applyEvent<O extends MachineOrder>(
  order: O,
  event: OrderEvent,
  atMs: number,
  clock: OrderClock,
): O {
  const target = targetOf(order, event);
  if (!target) {
    throw new OrderTransitionError(
      order.status,
      event,
      event === 'cancelled' ? (cancelRefusalCode(order) ?? '05040002') : '05040002',
    );
  }
  const next: O = {
    ...order,
    status: target,
    timeline: [...order.timeline, { status: target, at: chinaIso(atMs) }],
  };
  if (target === 'TO_PAY') next.paymentDeadline = chinaIso(atMs + clock.paymentWindowMs);
  if (target === 'COOLING_OFF') next.coolingOffEndsAt = chinaIso(atMs + clock.coolingOffMs);
  return next;
}

/** The next step the clock takes for an order, and when; undefined when it waits for someone. */
export function nextClockStep(
  order: MachineOrder,
  clock: OrderClock,
): { event: OrderEvent; atMs: number } | undefined {
  const since = (status: OrderStatus) => enteredAt(order, status) ?? 0;
  switch (order.status) {
    case 'TO_PAY':
      return order.paymentDeadline
        ? { event: 'expired', atMs: Date.parse(order.paymentDeadline) }
        : undefined;
    case 'FUNDS_CHECKING':
      return { event: 'fundsConfirmed', atMs: since('FUNDS_CHECKING') + clock.fundsCheckMs };
    case 'COOLING_OFF':
      return order.coolingOffEndsAt
        ? { event: 'coolingOffEnded', atMs: Date.parse(order.coolingOffEndsAt) }
        : undefined;
    case 'SUBSCRIBED':
      return { event: 'confirmed', atMs: since('SUBSCRIBED') + clock.confirmMs };
    case 'REFUNDING':
      return { event: 'refunded', atMs: since('REFUNDING') + clock.refundMs };
    case 'SUBMITTED':
      return isRedemption(order)
        ? { event: 'accepted', atMs: since('SUBMITTED') + clock.acceptMs }
        : { event: 'confirmed', atMs: since('SUBMITTED') + clock.transferMs };
    case 'TO_OPEN_DAY': {
      if (clock.openDayMs !== undefined) {
        return { event: 'redeemConfirmed', atMs: since('TO_OPEN_DAY') + clock.openDayMs };
      }
      // Confirmed at 15:00 China time on the open day.
      return order.openDay
        ? { event: 'redeemConfirmed', atMs: Date.parse(`${order.openDay}T15:00:00+08:00`) }
        : undefined;
    }
    case 'REDEEM_CONFIRMED':
      return { event: 'paidOut', atMs: since('REDEEM_CONFIRMED') + clock.payoutMs };
    default:
      return undefined;
  }
}

/**
 * The order as it stands at `nowMs`: every step the clock has taken since it was stored,
 * each dated when it happened (not when it was read). Pure; rules.ts stores the result on writes.
 */
export function catchUp<O extends MachineOrder>(order: O, nowMs: number, clock: OrderClock): O {
  let current = order;
  for (let guard = 0; guard < 16; guard += 1) {
    const step = nextClockStep(current, clock);
    if (!step || step.atMs > nowMs) return current;
    current = applyEvent(current, step.event, step.atMs, clock);
  }
  return current;
}
