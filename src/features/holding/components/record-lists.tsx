import { useProductBonsRecordInfinite, useProductTradeRecordInfinite } from '@gen/hooks/order/order';
import { useHistoryAssetTradeDetailInfinite } from '@gen/hooks/holding/holding';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, pagedQueryOptions } from '@/page-kit/paged-list';
import { DistributionList, TradeList } from '@/page-kit/trade-records';

const first = { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE };

/** A product's trades, newest first, paged (productTradeRecord); each opens transactionDetails. */
export function ProductTrades({ productCode }: { productCode: string }) {
  const query = useProductTradeRecordInfinite({ ...first, productCode }, undefined, {
    query: pagedQueryOptions,
  });
  return <TradeList query={query} />;
}

/** A cleared product's trades (historyAssetTradeDetail). */
export function HistoryTrades({ productCode }: { productCode: string }) {
  const query = useHistoryAssetTradeDetailInfinite({ ...first, productCode }, undefined, {
    query: pagedQueryOptions,
  });
  return <TradeList query={query} />;
}

/** A product's distributions, newest first, paged (productBonsRecord). */
export function ProductDistributions({ productCode }: { productCode: string }) {
  const query = useProductBonsRecordInfinite({ ...first, productCode }, undefined, {
    query: pagedQueryOptions,
  });
  return <DistributionList query={query} />;
}
