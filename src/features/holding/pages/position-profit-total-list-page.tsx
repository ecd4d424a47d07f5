import { Link } from 'react-router-dom';
import { useAccumulatedIncomeList } from '../../../../generated/hooks/holding/holding';
import type { AccumulatedIncome } from '../../../../generated/model/accumulatedIncome';
import { AmountMaskToggle } from '../../../page-kit/amount-mask/amount-mask-toggle';
import { PageFrame } from '../../../page-kit/page-frame/page-frame';
import { QueryView } from '../../../page-kit/query-states/query-view';
import { hrefTo } from '../../../routing/href';
import { IncomeProducts, YearTable } from '../components/income-summary';
import { SignedAmount } from '../components/signed-amount';
import { TotalsSkeleton } from '../components/totals-header';

/**
 * position/profitTotalList (累计收益明细): what 累计收益 on positionList is made of — each current
 * holding's income by class (已分配收益 / 持有收益 / 累计收益), adding up to the same total — and
 * what was paid out per year.
 */
export default function PositionProfitTotalListPage() {
  const summary = useAccumulatedIncomeList({});
  return (
    <PageFrame busy={summary.isPending}>
      <QueryView
        query={summary}
        skeleton={<TotalsSkeleton />}
        pendingLabel="累计收益加载中"
        failedTitle="累计收益加载失败"
        isEmpty={(data) => data.products.length === 0 && data.years.length === 0}
        empty={{ title: '暂无收益', description: '持有产品产生收益后会显示在这里' }}
      >
        {(data) => <ProfitTotal summary={data} />}
      </QueryView>
    </PageFrame>
  );
}

function ProfitTotal({ summary }: { summary: AccumulatedIncome }) {
  return (
    <>
      <section className="hd-totals" aria-label="累计收益">
        <p className="hd-totals-label">
          累计收益(元)
          <AmountMaskToggle className="hd-totals-eye" />
        </p>
        <p className="hd-totals-value">
          <SignedAmount value={summary.totalIncome} />
        </p>
        <p className="hd-totals-note">
          估值日期 {summary.asOfDate}。固定收益类计已分配收益，净值型计持有收益（参考市值 −
          持仓成本，未实现），现金管理类计按日累计收益；家族信托不计入。
        </p>
      </section>
      <IncomeProducts summary={summary} />
      <YearTable years={summary.years} />
      <p className="hd-note">
        已清算产品的收益见<Link to={hrefTo('historicalAssetDetails')}>历史资产</Link>；每笔分配见
        <Link to={hrefTo('orderIncome')}>收益分配明细</Link>。
      </p>
    </>
  );
}
