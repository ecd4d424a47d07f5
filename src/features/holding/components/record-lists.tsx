import {
  useProductBonsRecordInfinite,
  useProductTradeRecordInfinite,
} from '../../../../generated/hooks/order/order';
import { useHistoryAssetTradeDetailInfinite } from '../../../../generated/hooks/holding/holding';
import { PagedList } from '../../../page-kit/paged-list/paged-list';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, pagedQueryOptions } from '../../../page-kit/paged-list/paging';
import { DistributionRow, RecordSkeleton, TradeRow } from './record-rows';

const first = { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE };

/** A product's trades, newest first, paged (productTradeRecord). */
export function ProductTrades({ productCode }: { productCode: string }) {
  const query = useProductTradeRecordInfinite({ ...first, productCode }, undefined, {
    query: pagedQueryOptions,
  });
  return (
    <PagedList
      query={query}
      label="交易记录"
      pendingLabel="交易记录加载中"
      skeleton={<RecordSkeleton />}
      empty={{ title: '暂无交易记录' }}
      itemKey={(trade) => trade.tradeNo}
      renderItem={(trade) => <TradeRow trade={trade} />}
    />
  );
}

/** A cleared product's trades (historyAssetTradeDetail). */
export function HistoryTrades({ productCode }: { productCode: string }) {
  const query = useHistoryAssetTradeDetailInfinite({ ...first, productCode }, undefined, {
    query: pagedQueryOptions,
  });
  return (
    <PagedList
      query={query}
      label="交易记录"
      pendingLabel="交易记录加载中"
      skeleton={<RecordSkeleton />}
      empty={{ title: '暂无交易记录' }}
      itemKey={(trade) => trade.tradeNo}
      renderItem={(trade) => <TradeRow trade={trade} />}
    />
  );
}

/** A product's distributions, newest first, paged (productBonsRecord). */
export function ProductDistributions({ productCode }: { productCode: string }) {
  const query = useProductBonsRecordInfinite({ ...first, productCode }, undefined, {
    query: pagedQueryOptions,
  });
  return (
    <PagedList
      query={query}
      label="分配记录"
      pendingLabel="分配记录加载中"
      skeleton={<RecordSkeleton />}
      empty={{ title: '暂无分配记录', description: '收益分配到账后会显示在这里' }}
      itemKey={(item) => item.distributionId}
      renderItem={(item) => <DistributionRow item={item} />}
    />
  );
}
