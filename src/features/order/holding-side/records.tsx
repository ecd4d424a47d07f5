import { Link } from 'react-router-dom';
import type { Distribution } from '../../../../generated/model/distribution';
import type { TradeRecord } from '../../../../generated/model/tradeRecord';
import { MaskedAmount } from '../../../page-kit/amount-mask/masked-amount';
import { formatDecimal } from '../../../page-kit/amount-mask/format-decimal';
import { PagedList, type PagedQueryLike } from '../../../page-kit/paged-list/paged-list';
import type { EmptyText } from '../../../page-kit/query-states/query-blocks';
import { hrefTo } from '../../../routing/href';
import { DISTRIBUTION_TYPE_LABELS, TRADE_TYPE_LABELS, dateTimeText, tradeStatusText } from './record-labels';
import './holding-side.css';

/** One trade as a row that opens its detail: type, state, product, amount or shares, when. */
export function TradeRow({ trade }: { trade: TradeRecord }) {
  const type = TRADE_TYPE_LABELS[trade.tradeType];
  const status = tradeStatusText(trade.status, trade.statusText);
  return (
    <Link
      className="hi-record hi-record-link"
      to={hrefTo('transactionDetails', { tradeNo: trade.tradeNo })}
      aria-label={`${type} ${trade.productName} ${status} ${dateTimeText(trade.applyTime)}`}
    >
      <span className="hi-record-head">
        <span className="hi-record-type">{type}</span>
        <span className={`hi-status hi-status-${trade.status.toLowerCase()}`}>{status}</span>
      </span>
      <span className="hi-record-product">{trade.productName}</span>
      <span className="hi-record-amount">
        {trade.amount ? <MaskedAmount value={trade.amount} unit="元" /> : null}
        {trade.shares ? (
          <span className="hi-record-shares">
            <MaskedAmount value={trade.shares} unit="份" />
          </span>
        ) : null}
      </span>
      <span className="hi-record-meta">
        <span>申请 {dateTimeText(trade.applyTime)}</span>
        {trade.confirmDate ? <span>确认 {trade.confirmDate}</span> : null}
      </span>
    </Link>
  );
}

/** One distribution: 第N期 and its type, the product, the amount, the pay date and the card. */
export function DistributionRow({ item, showProduct }: { item: Distribution; showProduct?: boolean }) {
  return (
    <article className="hi-record" aria-label={`${item.productName} 第${item.period}期 ${item.payDate}`}>
      <div className="hi-record-head">
        <span className="hi-record-type">
          第{item.period}期 · {DISTRIBUTION_TYPE_LABELS[item.distributionType]}
        </span>
        <span className="hi-status hi-status-confirmed">已到账</span>
      </div>
      {showProduct ? <p className="hi-record-product">{item.productName}</p> : null}
      <p className="hi-record-amount">
        <MaskedAmount value={item.amount} unit="元" />
      </p>
      {item.distributionType === 'PRINCIPAL_AND_INCOME' ? (
        <p className="hi-record-meta">
          <span>
            其中本金 <MaskedAmount value={item.principalAmount} unit="元" />
          </span>
          <span>
            收益 <MaskedAmount value={item.incomeAmount} unit="元" />
          </span>
        </p>
      ) : null}
      <p className="hi-record-meta">
        <span>分配日 {item.payDate}</span>
        {item.interestStart && item.interestEnd ? (
          <span>
            计息 {item.interestStart} 至 {item.interestEnd}
          </span>
        ) : null}
        {item.rate ? <span>年化 {formatDecimal(item.rate)}%</span> : null}
        <span>
          到账 {item.bankName} 尾号{item.cardTail}
        </span>
      </p>
    </article>
  );
}

export function RecordSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="hi-record">
          <div className="hi-skeleton-line hi-skeleton-short" />
          <div className="hi-skeleton-line" />
        </div>
      ))}
    </div>
  );
}

export function TradeList({ query, empty }: { query: PagedQueryLike<TradeRecord>; empty: EmptyText }) {
  return (
    <PagedList
      query={query}
      label="交易记录"
      pendingLabel="交易记录加载中"
      skeleton={<RecordSkeleton />}
      empty={empty}
      itemKey={(trade) => trade.tradeNo}
      renderItem={(trade) => <TradeRow trade={trade} />}
    />
  );
}

export function DistributionList({
  query,
  showProduct,
  empty,
}: {
  query: PagedQueryLike<Distribution>;
  showProduct?: boolean;
  empty: EmptyText;
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
