import type { DistributionType } from '@gen/model/distributionType';
import type { TradeStatus } from '@gen/model/tradeStatus';
import type { TradeType } from '@gen/model/tradeType';

/** The words of the holding side's records (trades, distributions), wherever a page shows them. */
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

/** "2024-06-18T09:30:00+08:00" → "2024-06-18 09:30" (the server's own wall-clock time). */
export function dateTimeText(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
}

/**
 * What a trade says about its state: the server's own words while it is not confirmed (the step a
 * pending trade waits for, 待签约; why it failed; how it was closed), else the plain label.
 */
export function tradeStatusText(status: TradeStatus, statusText?: string): string {
  return statusText && status !== 'CONFIRMED' ? statusText : TRADE_STATUS_LABELS[status];
}
