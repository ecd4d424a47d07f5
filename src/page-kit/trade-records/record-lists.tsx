import { Link } from 'react-router-dom';
import type { Distribution } from '@gen/model/distribution';
import type { TradeRecord } from '@gen/model/tradeRecord';
import { hrefTo } from '@/routing/href';
import { PagedList, type PagedQueryLike } from '@/page-kit/paged-list';
import type { EmptyText } from '@/page-kit/query-states';
import { DistributionRow, RecordSkeleton, TradeRow, tradeRowName } from './record-rows';

const NO_TRADES: EmptyText = { title: '暂无交易记录' };
const NO_DISTRIBUTIONS: EmptyText = { title: '暂无分配记录', description: '收益分配到账后会显示在这里' };

/**
 * Trades as a paged list, each row a link to the trade's detail (transactionDetails). Every trade
 * list of the app is this one: the whole record (transaction, with the product on each row), a
 * product's (holdingDetails) and a cleared product's (historicalAssetDetails).
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
        <Link
          className="trade-record-link"
          to={hrefTo('transactionDetails', { tradeNo: trade.tradeNo })}
          aria-label={tradeRowName(trade)}
        >
          <TradeRow trade={trade} showProduct={showProduct} />
        </Link>
      )}
    />
  );
}

/** Distributions as a paged list: a product's, or every product's (then each row names its product). */
export function DistributionList({
  query,
  showProduct,
  empty = NO_DISTRIBUTIONS,
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
      empty={empty}
      itemKey={(item) => item.distributionId}
      renderItem={(item) => <DistributionRow item={item} showProduct={showProduct} />}
    />
  );
}
