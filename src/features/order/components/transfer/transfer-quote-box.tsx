import type { TransferInfoData } from '@gen/model/transferInfoData';
import { formatMoney } from '@/format/money';
import type { TransferQuote } from '@/features/order/model/transfer-quote';
import '@/features/order/styles/trade.css';
import '@/features/order/styles/trade-quote.css';

/** 每份价格, 手续费 and 预计到账 for what is typed, and the card the price goes to. */
export function TransferQuoteBox({ terms, quote }: { terms: TransferInfoData; quote?: TransferQuote }) {
  return (
    <section className="trade-quote" aria-label="转让费用" aria-live="polite">
      <dl>
        <div>
          <dt>每份转让价格</dt>
          <dd>{quote?.unitPrice ? `${quote.unitPrice}元` : '—'}</dd>
        </div>
        <div>
          <dt>
            手续费（{terms.feeRate}%，最低{formatMoney(terms.minFee)}元）
          </dt>
          <dd>{quote?.fee ? `${formatMoney(quote.fee)}元` : '—'}</dd>
        </div>
        <div>
          <dt>预计到账</dt>
          <dd className="trade-quote-strong">{quote?.net ? `${formatMoney(quote.net)}元` : '—'}</dd>
        </div>
        <div>
          <dt>价款到账卡</dt>
          <dd>
            {terms.bankName} {terms.cardNoMasked}
          </dd>
        </div>
      </dl>
      <p className="trade-quote-note">
        参考价格 = 1元 + {terms.accruedFrom}{' '}
        起应计收益（按业绩比较基准），仅供协商参考；受让方付清价款并经登记后转让生效。
      </p>
    </section>
  );
}
