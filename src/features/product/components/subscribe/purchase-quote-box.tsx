import { formatMoney } from '@/format/money';
import type { usePurchaseQuote } from '@/features/product/hooks/use-purchase-quote';
import '@/features/product/styles/subscribe.css';

/**
 * 业绩比较基准, the fee and the total for the amount typed (usePurchaseQuote), said again to screen
 * readers as it changes; before an amount, what will show.
 */
export function PurchaseQuoteBox({
  quote,
  tierRule,
}: {
  quote: ReturnType<typeof usePurchaseQuote>;
  /** How the tier is chosen, when it is not by the amount alone (追加). */
  tierRule?: string;
}) {
  return (
    <section className="subscribe-quote-box" aria-label="业绩比较基准与费用" aria-live="polite">
      <dl className="subscribe-quote-list">
        <div>
          <dt>业绩比较基准</dt>
          <dd>
            {quote.rate ? (
              quote.rate.benchmarkRate ? (
                <>
                  <strong className="subscribe-rate">{quote.rate.benchmarkRate}%</strong>
                  <span className="subscribe-quote-sub">年化 · {quote.rate.tierText}</span>
                </>
              ) : (
                <span className="subscribe-quote-sub">{quote.rate.note}</span>
              )
            ) : (
              <span className="subscribe-quote-sub">输入金额后显示</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{quote.fee?.feeName ?? '认购费'}</dt>
          <dd>
            {quote.fee ? (
              <>
                {formatMoney(quote.fee.fee)}元
                <span className="subscribe-quote-sub">费率{quote.fee.feeRate}%</span>
              </>
            ) : (
              <span className="subscribe-quote-sub">输入金额后显示</span>
            )}
          </dd>
        </div>
        <div>
          <dt>应付总额</dt>
          <dd>{quote.fee ? <strong>{formatMoney(quote.fee.totalAmount)}元</strong> : '—'}</dd>
        </div>
      </dl>
      {tierRule ? <p className="subscribe-quote-note">{tierRule}</p> : null}
      {quote.rate?.benchmarkRate ? <p className="subscribe-quote-note">{quote.rate.note}</p> : null}
      {quote.fee?.note ? <p className="subscribe-quote-note">{quote.fee.note}</p> : null}
    </section>
  );
}
