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
 * position/fixedIncomeList (固定收益类明细): the fixed-income plans' distributed income, plan by
 * plan (each opening its distributions), and what the class paid out per year, cleared plans
 * included.
 */
export default function PositionFixedIncomeListPage() {
  const summary = useAccumulatedIncomeList({ productClass: 'FIXED' });
  return (
    <PageFrame busy={summary.isPending}>
      <QueryView
        query={summary}
        skeleton={<TotalsSkeleton />}
        pendingLabel="固定收益类明细加载中"
        failedTitle="固定收益类明细加载失败"
        isEmpty={(data) => data.products.length === 0 && data.years.length === 0}
        empty={{ title: '暂无固定收益类产品', description: '认购固定收益类信托计划并确认后会显示在这里' }}
      >
        {(data) => <FixedIncome summary={data} />}
      </QueryView>
    </PageFrame>
  );
}

function FixedIncome({ summary }: { summary: AccumulatedIncome }) {
  return (
    <>
      <section className="hd-totals" aria-label="固定收益类已分配收益">
        <p className="hd-totals-label">
          已分配收益(元)·当前持有
          <AmountMaskToggle className="hd-totals-eye" />
        </p>
        <p className="hd-totals-value">
          <SignedAmount value={summary.totalIncome} />
        </p>
        <p className="hd-totals-note">
          估值日期 {summary.asOfDate}。收益按合同约定的分配日分配至到账银行卡，业绩比较基准不代表实际收益。
        </p>
      </section>
      <IncomeProducts summary={summary} />
      <YearTable years={summary.years} title="历年分配到账（含已清算）" />
      <p className="hd-note">
        <Link to={hrefTo('orderIncome')}>查看全部分配记录</Link>
      </p>
    </>
  );
}
