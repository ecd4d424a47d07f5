import type { Distribution } from '@gen/model/distribution';
import type { TradeRecord } from '@gen/model/tradeRecord';
import type { TradeStatus as Status } from '@gen/model/tradeStatus';
import { formatDecimal, MaskedAmount } from '@/page-kit/amount-mask';
import {
  DISTRIBUTION_TYPE_LABELS,
  TRADE_TYPE_LABELS,
  dateTimeText,
  tradeStatusText,
} from '@/page-kit/trade-labels';
import './trade-records.css';

/** A trade's state in its colour (processing amber, failed red, cancelled grey, confirmed green). */
export function TradeStatus({ status, statusText }: { status: Status; statusText?: string }) {
  return (
    <span className={`trade-record-status trade-record-status-${status.toLowerCase()}`}>
      {tradeStatusText(status, statusText)}
    </span>
  );
}

/** One trade: type and state, the product when asked, amount or shares, when, NAV, fee, the card. */
export function TradeRow({ trade, showProduct }: { trade: TradeRecord; showProduct?: boolean }) {
  return (
    <article className="trade-record">
      <div className="trade-record-head">
        <span className="trade-record-type">{TRADE_TYPE_LABELS[trade.tradeType]}</span>
        <TradeStatus status={trade.status} statusText={trade.statusText} />
      </div>
      {showProduct ? <p className="trade-record-product">{trade.productName}</p> : null}
      <p className="trade-record-amount">
        {trade.amount ? <MaskedAmount value={trade.amount} unit="元" /> : null}
        {trade.shares ? (
          <span className="trade-record-shares">
            <MaskedAmount value={trade.shares} unit="份" />
          </span>
        ) : null}
      </p>
      <p className="trade-record-meta">
        <span>申请 {dateTimeText(trade.applyTime)}</span>
        {trade.confirmDate ? <span>确认 {trade.confirmDate}</span> : null}
        {trade.nav ? <span>净值 {formatDecimal(trade.nav, 4)}</span> : null}
        {trade.fee && trade.fee !== '0.00' ? <span>手续费 {formatDecimal(trade.fee)}元</span> : null}
        <span>
          {trade.bankName} 尾号{trade.cardTail}
        </span>
      </p>
    </article>
  );
}

/** The name a trade's link reads out: type, product, state, when. */
export function tradeRowName(trade: TradeRecord): string {
  const status = tradeStatusText(trade.status, trade.statusText);
  return `${TRADE_TYPE_LABELS[trade.tradeType]} ${trade.productName} ${status} ${dateTimeText(trade.applyTime)}`;
}

/** One distribution: 第N期 and its type, the product when asked, amount (本金 and 收益 of 本息), dates, rate, the card. */
export function DistributionRow({ item, showProduct }: { item: Distribution; showProduct?: boolean }) {
  const name = `${showProduct ? `${item.productName} ` : ''}第${item.period}期 ${item.payDate}`;
  return (
    <article className="trade-record" aria-label={name}>
      <div className="trade-record-head">
        <span className="trade-record-type">
          第{item.period}期 · {DISTRIBUTION_TYPE_LABELS[item.distributionType]}
        </span>
        <span className="trade-record-status trade-record-status-confirmed">已到账</span>
      </div>
      {showProduct ? <p className="trade-record-product">{item.productName}</p> : null}
      <p className="trade-record-amount">
        <MaskedAmount value={item.amount} unit="元" />
      </p>
      {item.distributionType === 'PRINCIPAL_AND_INCOME' ? (
        <p className="trade-record-meta">
          <span>
            其中本金 <MaskedAmount value={item.principalAmount} unit="元" />
          </span>
          <span>
            收益 <MaskedAmount value={item.incomeAmount} unit="元" />
          </span>
        </p>
      ) : null}
      <p className="trade-record-meta">
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

/** Grey rows in the records' shape while the first page loads. */
export function RecordSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="trade-record">
          <div className="trade-record-skeleton trade-record-skeleton-short" />
          <div className="trade-record-skeleton" />
        </div>
      ))}
    </div>
  );
}
