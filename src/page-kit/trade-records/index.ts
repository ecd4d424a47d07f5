export { TRADE_TYPE_LABELS, dateTimeText } from './record-labels';
export { DistributionList, TradeList } from './record-lists';
export { RecordSkeleton, TradeStatus } from './record-rows';
