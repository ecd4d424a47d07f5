import { Link } from 'react-router-dom';
import type { HoldingSummary } from '@gen/model/holdingSummary';
import { AmountMaskToggle, MaskedAmount, useAmountMask } from '@/page-kit/amount-mask';
import { hrefTo } from '@/routing/href';
import { annualReportHref } from '../model/annual-report-link';
import { wanText } from '../model/holding-format';
import { SignedAmount } from './signed-amount';
import '../styles/holding.css';
import '../styles/holding-detail.css';

/**
 * 总资产 (参考市值) and 累计收益 with the eye toggle, as the server sums them; the valuation
 * date says which NAVs the figures rest on.
 */
export function TotalsHeader({ summary, links = true }: { summary: HoldingSummary; links?: boolean }) {
  const { hidden } = useAmountMask();
  const wan = hidden ? undefined : wanText(summary.totalMarketValue);
  return (
    <section className="hd-totals" aria-label="资产总览">
      <p className="hd-totals-label">
        总资产(元)·参考市值
        <AmountMaskToggle className="hd-totals-eye" />
      </p>
      <p className="hd-totals-value">
        <MaskedAmount value={summary.totalMarketValue} />
      </p>
      {wan ? <p className="hd-totals-wan">约{wan}</p> : null}
      <div className="hd-totals-row">
        <div>
          <p className="hd-totals-label">累计收益(元)</p>
          <p className="hd-totals-income">
            <SignedAmount value={summary.totalIncome} />
          </p>
        </div>
        <div>
          <p className="hd-totals-label">持仓产品</p>
          <p className="hd-totals-income">{summary.holdingCount}只</p>
        </div>
      </div>
      <p className="hd-totals-note">
        估值日期 {summary.asOfDate}，参考市值仅供参考，以实际分配及赎回确认为准
      </p>
      {links ? (
        <nav className="hd-shortcuts" aria-label="资产相关">
          <Link to={hrefTo('position/profitTotalList')}>收益明细</Link>
          <Link to={hrefTo('orderIncome')}>收益分配</Link>
          <Link to={hrefTo('transaction')}>交易记录</Link>
          <Link to={hrefTo('historicalAssetDetails')}>历史资产</Link>
          <Link to={annualReportHref()}>年度账单</Link>
        </nav>
      ) : null}
    </section>
  );
}

/** The header's skeleton. */
export function TotalsSkeleton() {
  return (
    <div className="hd-totals hd-totals-skeleton" aria-hidden="true">
      <div className="hd-skeleton-line hd-skeleton-short" />
      <div className="hd-skeleton-block" />
    </div>
  );
}
