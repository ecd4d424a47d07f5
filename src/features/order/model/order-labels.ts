import type { OrderStatus } from '@gen/model/orderStatus';
import type { OrderTab } from '@gen/model/orderTab';
import type { OrderType } from '@gen/model/orderType';

/** 订单类型 as the cards and the detail say it. */
export const ORDER_TYPE_LABEL: Record<OrderType, string> = {
  SUBSCRIBE: '认购',
  ADDITIONAL: '追加',
  REDEEM: '赎回',
  TRANSFER: '转让',
};

/** 订单状态, in the investor's words. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
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

/**
 * How a status badge looks: `action` the investor has something to do (orange), `progress` the
 * company is working on it (blue), `done` finished well (green), `closed` ended without effect
 * (grey), `failed` (red).
 */
export type StatusTone = 'action' | 'progress' | 'done' | 'closed' | 'failed';

export const STATUS_TONE: Record<OrderStatus, StatusTone> = {
  TO_SIGN: 'action',
  TO_RECORD: 'action',
  TO_PAY: 'action',
  TO_VISIT: 'action',
  FUNDS_CHECKING: 'progress',
  COOLING_OFF: 'progress',
  SUBMITTED: 'progress',
  TO_OPEN_DAY: 'progress',
  REDEEM_CONFIRMED: 'progress',
  REFUNDING: 'progress',
  SUBSCRIBED: 'done',
  CONFIRMED: 'done',
  PAID_OUT: 'done',
  REFUNDED: 'closed',
  CANCELLED: 'closed',
  EXPIRED: 'closed',
  REDEEM_FAILED: 'failed',
};

/** myOrder's tabs, in order; the key is the contract's OrderTab. */
export const ORDER_TABS: readonly { key: OrderTab; title: string }[] = [
  { key: 'ALL', title: '全部' },
  { key: 'IN_PROGRESS', title: '进行中' },
  { key: 'DONE', title: '已完成' },
  { key: 'CANCELLED', title: '已撤销' },
];

export const ORDER_TAB_KEYS = ['ALL', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;

/** The route's order number: OD / RD / TR + 12 digits (openapi/schemas/order.yaml OrderNo). */
export const ORDER_NO_PATTERN = /^(OD|RD|TR)\d{12}$/;
