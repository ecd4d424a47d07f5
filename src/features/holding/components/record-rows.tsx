import type { Distribution } from '../../../../generated/model/distribution';
import type { TradeRecord } from '../../../../generated/model/tradeRecord';
import { MaskedAmount } from '../../../page-kit/amount-mask/masked-amount';
import { formatDecimal } from '../../../page-kit/amount-mask/format-decimal';
import {
  DISTRIBUTION_TYPE_LABELS,
  TRADE_STATUS_LABELS,
  TRADE_TYPE_LABELS,
  dateTimeText,
} from '../model/record-labels';
import './holding.css';

/** One trade: type and status, amount or shares, when, the card, and the NAV it was confirmed at. */
export function TradeRow({ trade, showProduct }: { trade: TradeRecord; showProduct?: boolean }) {
  const status =
    trade.statusText && trade.status !== 'CONFIRMED' ? trade.statusText : TRADE_STATUS_LABELS[trade.status];
  return (
    <article
      className="hd-record"
      aria-label={`${TRADE_TYPE_LABELS[trade.tradeType]} ${dateTimeText(trade.applyTime)}`}
    >
      <div className="hd-record-head">
        <span className="hd-record-type">{TRADE_TYPE_LABELS[trade.tradeType]}</span>
        <span className={`hd-record-status hd-record-status-${trade.status.toLowerCase()}`}>{status}</span>
      </div>
      {showProduct ? <p className="hd-record-product">{trade.productName}</p> : null}
      <p className="hd-record-amount">
        {trade.amount ? <MaskedAmount value={trade.amount} unit="元" /> : null}
        {trade.shares ? (
          <span className="hd-record-shares">
            <MaskedAmount value={trade.shares} unit="份" />
          </span>
        ) : null}
      </p>
      <p className="hd-record-meta">
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

/** One distribution: 第N期, type, amount, the pay date and the card it reached. */
export function DistributionRow({ item, showProduct }: { item: Distribution; showProduct?: boolean }) {
  return (
    <article className="hd-record" aria-label={`第${item.period}期 ${item.payDate}`}>
      <div className="hd-record-head">
        <span className="hd-record-type">
          第{item.period}期 · {DISTRIBUTION_TYPE_LABELS[item.distributionType]}
        </span>
        <span className="hd-record-status hd-record-status-confirmed">已到账</span>
      </div>
      {showProduct ? <p className="hd-record-product">{item.productName}</p> : null}
      <p className="hd-record-amount">
        <MaskedAmount value={item.amount} unit="元" />
      </p>
      <p className="hd-record-meta">
        <span>分配日 {item.payDate}</span>
        {item.interestStart && item.interestEnd ? (
          <span>
            计息 {item.interestStart} 至 {item.interestEnd}
          </span>
        ) : null}
        <span>
          {item.bankName} 尾号{item.cardTail}
        </span>
      </p>
    </article>
  );
}

export function RecordSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="hd-record">
          <div className="hd-skeleton-line hd-skeleton-short" />
          <div className="hd-skeleton-line" />
        </div>
      ))}
    </div>
  );
}
