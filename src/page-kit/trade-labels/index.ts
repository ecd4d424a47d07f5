export {
  DISTRIBUTION_TYPE_LABELS,
  TRADE_STATUS_LABELS,
  TRADE_TYPE_LABELS,
  dateTimeText,
  tradeStatusText,
} from './record-labels';
