export { DistributionList, TradeList } from './record-lists';
export { RecordSkeleton, TradeStatus } from './record-rows';
