import { Link } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import { IncomePage } from '../components/income-page';
import { IncomeProducts, YearTable } from '../components/income-summary';

/**
 * position/profitTotalList (累计收益明细): what 累计收益 on positionList is made of — each current
 * holding's income by class (已分配收益 / 持有收益 / 累计收益), adding up to the same total — and
 * what was paid out per year.
 */
export default function AccumulatedIncomePage() {
  return (
    <IncomePage
      request={{}}
      subject="累计收益"
      emptyWhen="nothing-paid"
      empty={{ title: '暂无收益', description: '持有产品产生收益后会显示在这里' }}
      totals={{
        name: '累计收益',
        label: '累计收益(元)',
        note: (summary) =>
          `估值日期 ${summary.asOfDate}。固定收益类计已分配收益，净值型计持有收益（参考市值 − 持仓成本，未实现），现金管理类计按日累计收益；家族信托不计入。`,
      }}
    >
      {(summary) => (
        <>
          <IncomeProducts summary={summary} />
          <YearTable years={summary.years} />
          <p className="hd-note">
            已清算产品的收益见<Link to={hrefTo('historicalAssetDetails')}>历史资产</Link>；每笔分配见
            <Link to={hrefTo('orderIncome')}>收益分配明细</Link>。
          </p>
        </>
      )}
    </IncomePage>
  );
}
