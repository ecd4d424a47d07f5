import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  useProductBonsRecordInfinite,
  useProductTradeRecordInfinite,
} from '../../../../generated/hooks/order/order';
import { useHistoryAssetTradeDetailInfinite } from '../../../../generated/hooks/holding/holding';
import type { Distribution } from '../../../../generated/model/distribution';
import type { TradeRecord } from '../../../../generated/model/tradeRecord';
import type { EmptyText } from '../../../page-kit/query-states/query-blocks';
import { PagedList, type PagedQueryLike } from '../../../page-kit/paged-list/paged-list';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, pagedQueryOptions } from '../../../page-kit/paged-list/paging';
import { hrefTo } from '../../../routing/href';
import { DistributionRow, RecordSkeleton, TradeRow } from './record-rows';

const first = { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE };

const NO_TRADES: EmptyText = { title: '暂无交易记录' };

/**
 * Trades as a paged list, each row opening the trade's detail (transactionDetails). Every trade
 * list of the app is this one: a product's (holdingDetails), a cleared product's
 * (historicalAssetDetails) and the whole record with its filters (transaction).
 */
export function TradeList({
  query,
  showProduct,
  empty = NO_TRADES,
}: {
  query: PagedQueryLike<TradeRecord>;
  showProduct?: boolean;
  empty?: EmptyText;
}) {
  return (
    <PagedList
      query={query}
      label="交易记录"
      pendingLabel="交易记录加载中"
      skeleton={<RecordSkeleton />}
      empty={empty}
      itemKey={(trade) => trade.tradeNo}
      renderItem={(trade) => (
        <RecordLink to={hrefTo('transactionDetails', { tradeNo: trade.tradeNo })}>
          <TradeRow trade={trade} showProduct={showProduct} />
        </RecordLink>
      )}
    />
  );
}

/** Distributions as a paged list (a product's, or a class's / a year's). */
export function DistributionList({
  query,
  showProduct,
  empty,
}: {
  query: PagedQueryLike<Distribution>;
  showProduct?: boolean;
  empty?: EmptyText;
}) {
  return (
    <PagedList
      query={query}
      label="分配记录"
      pendingLabel="分配记录加载中"
      skeleton={<RecordSkeleton />}
      empty={empty ?? { title: '暂无分配记录', description: '收益分配到账后会显示在这里' }}
      itemKey={(item) => item.distributionId}
      renderItem={(item) => <DistributionRow item={item} showProduct={showProduct} />}
    />
  );
}

function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="hd-record-link" to={to}>
      {children}
    </Link>
  );
}

/** A product's trades, newest first, paged (productTradeRecord). */
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
