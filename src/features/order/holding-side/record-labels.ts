import type { DistributionType } from '../../../../generated/model/distributionType';
import type { TradeStatus } from '../../../../generated/model/tradeStatus';
import type { TradeType } from '../../../../generated/model/tradeType';

/**
 * Labels of the holding side's records (trades, distributions) on the order folder's pages. The
 * holding feature has the same table for its own pages (features may not import each other):
 * a candidate for a shared records module.
 */
export const TRADE_TYPE_LABELS: Readonly<Record<TradeType, string>> = {
  SUBSCRIBE: '认购',
  ADDITIONAL: '追加',
  REDEEM: '赎回',
  TRANSFER_OUT: '转让',
  TRANSFER_IN: '受让',
  DIVIDEND: '分红',
};

export const TRADE_STATUS_LABELS: Readonly<Record<TradeStatus, string>> = {
  PROCESSING: '处理中',
  CONFIRMED: '已确认',
  FAILED: '失败',
  CANCELLED: '已撤销',
};

export const DISTRIBUTION_TYPE_LABELS: Readonly<Record<DistributionType, string>> = {
  INCOME: '收益',
  PRINCIPAL: '本金',
  PRINCIPAL_AND_INCOME: '本息',
};

/** The filters of the trade record (transaction), in the order the tabs show them. */
export const TRADE_FILTERS = ['ALL', 'SUBSCRIBE', 'ADDITIONAL', 'REDEEM', 'TRANSFER_OUT'] as const;
export type TradeFilter = (typeof TRADE_FILTERS)[number];
export const TRADE_FILTER_LABELS: Readonly<Record<TradeFilter, string>> = {
  ALL: '全部',
  SUBSCRIBE: '认购',
  ADDITIONAL: '追加',
  REDEEM: '赎回',
  TRANSFER_OUT: '转让',
};

export const PERIODS = ['ONE_MONTH', 'THREE_MONTHS', 'ONE_YEAR', 'ALL'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Readonly<Record<Period, string>> = {
  ONE_MONTH: '近1个月',
  THREE_MONTHS: '近3个月',
  ONE_YEAR: '近1年',
  ALL: '全部',
};

/** "2024-06-18T09:30:00+08:00" → "2024-06-18 09:30" (the server's own wall-clock time). */
export function dateTimeText(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
}

/** What a trade's row says about its state: the pending step when the server names one. */
export function tradeStatusText(status: TradeStatus, statusText?: string): string {
  return statusText && status === 'PROCESSING' ? statusText : TRADE_STATUS_LABELS[status];
}
