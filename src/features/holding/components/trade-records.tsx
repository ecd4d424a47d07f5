import type { ComponentProps } from 'react';
import { TradeList as KitTradeList } from '@/page-kit/trade-records/record-lists';
// The trade and distribution pages' filters, chips and panels (elderly sizes included) come with their lists.
import '../styles/records.css';

export { DistributionList } from '@/page-kit/trade-records/record-lists';
export { RecordSkeleton } from '@/page-kit/trade-records/record-rows';

/** The whole trade record (transaction) spans products, so each row names its product. */
export function TradeList(props: Omit<ComponentProps<typeof KitTradeList>, 'showProduct'>) {
  return <KitTradeList {...props} showProduct />;
}
