import type { RedeemInfoData } from '@gen/model/redeemInfoData';
import { formatMoney } from '@/format/money';
import { redeemEstimate } from '@/features/order/model/redeem-estimate';
import '@/features/order/styles/trade.css';
import '@/features/order/styles/trade-quote.css';

/**
 * 预估赎回金额 at the latest NAV, the fee at the fee rate and what should reach the card, all in
 * decimal and said to be an estimate (以确认为准); the next open day and when the money arrives.
 */
export function RedeemQuote({ info, shares }: { info: RedeemInfoData; shares: string }) {
  const estimate = redeemEstimate(shares, info.nav, info.feeRate);
  return (
    <section className="trade-quote" aria-label="预估金额" aria-live="polite">
      <dl>
        <div>
          <dt>预估赎回金额</dt>
          <dd>{estimate ? `${formatMoney(estimate.gross)}元` : '输入份额后显示'}</dd>
        </div>
        <div>
          <dt>赎回费（费率{info.feeRate}%）</dt>
          <dd>{estimate ? `${formatMoney(estimate.fee)}元` : '—'}</dd>
        </div>
        <div>
          <dt>预估到账金额</dt>
          <dd className="trade-quote-strong">{estimate ? `${formatMoney(estimate.net)}元` : '—'}</dd>
        </div>
        <div>
          <dt>{info.nextOpenDay ? '下一开放日' : '确认日'}</dt>
          <dd>{info.nextOpenDay ?? '每个工作日'}</dd>
        </div>
        <div>
          <dt>预计到账</dt>
          <dd>确认后{info.payoutDays}个工作日内</dd>
        </div>
      </dl>
      <p className="trade-quote-note">
        按最新单位净值 {info.nav}（{info.navDate}）估算，以确认为准。
        {info.nextOpenDay ? `开放日${info.cutoffTime}前提交的申请按开放日净值确认。` : ''}
      </p>
    </section>
  );
}
