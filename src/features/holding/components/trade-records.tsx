import type { ComponentProps } from 'react';
// The trade and distribution pages' filters, chips and panels (elderly sizes included) come with their lists.
import '../styles/records.css';
import { TradeList as KitTradeList } from '@/page-kit/trade-records';

export { DistributionList } from '@/page-kit/trade-records';
export { RecordSkeleton } from '@/page-kit/trade-records';

/** The whole trade record (transaction) spans products, so each row names its product. */
export function TradeList(props: Omit<ComponentProps<typeof KitTradeList>, 'showProduct'>) {
  return <KitTradeList {...props} showProduct />;
}
