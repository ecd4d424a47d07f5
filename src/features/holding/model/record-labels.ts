/** The order folder's trade pages: the kit's record words, and the record's own filters. */
export { TRADE_TYPE_LABELS, dateTimeText } from '@/page-kit/trade-labels';

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
