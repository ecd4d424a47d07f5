import { Link } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import { IncomePage } from '../components/income-page';
import { IncomeProducts, YearTable } from '../components/income-summary';

/**
 * position/fixedIncomeList (固定收益类明细): the fixed-income plans' distributed income, plan by
 * plan (each opening its distributions), and what the class paid out per year, cleared plans
 * included.
 */
export default function FixedIncomeEarningsPage() {
  return (
    <IncomePage
      request={{ productClass: 'FIXED' }}
      subject="固定收益类明细"
      emptyWhen="nothing-paid"
      empty={{ title: '暂无固定收益类产品', description: '认购固定收益类信托计划并确认后会显示在这里' }}
      totals={{
        name: '固定收益类已分配收益',
        label: '已分配收益(元)·当前持有',
        note: (summary) =>
          `估值日期 ${summary.asOfDate}。收益按合同约定的分配日分配至到账银行卡，业绩比较基准不代表实际收益。`,
      }}
    >
      {(summary) => (
        <>
          <IncomeProducts summary={summary} />
          <YearTable years={summary.years} title="历年分配到账（含已清算）" />
          <p className="hd-note">
            <Link to={hrefTo('orderIncome')}>查看全部分配记录</Link>
          </p>
        </>
      )}
    </IncomePage>
  );
}
