import { useEdwCashIncomeListInfinite } from '@gen/hooks/holding/holding';
import type { CashIncomeDay } from '@gen/model/cashIncomeDay';
import { formatDecimal, MaskedAmount } from '@/page-kit/amount-mask';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { RecordSkeleton } from '@/page-kit/trade-records';
import { IncomePage } from '../components/income-page';
import { SignedAmount } from '../components/signed-amount';
import { rateText } from '../model/holding-format';

/**
 * position/cashIncomeList (现金管理类明细): the cash holdings' 累计收益 and their income day by
 * day — 万份收益, 七日年化 and the day's income — newest first, paged; the days add up to the total.
 */
export default function CashDailyIncomePage() {
  return (
    <IncomePage
      request={{ productClass: 'CASH' }}
      subject="现金管理类收益"
      emptyWhen="no-products"
      empty={{ title: '暂无现金管理类持仓', description: '认购现金管理类产品后，每日收益会显示在这里' }}
      heading={(summary) => (summary.products.length > 1 ? undefined : summary.products[0]?.productName)}
      totals={{
        name: '现金管理类累计收益',
        label: '累计收益(元)',
        note: () =>
          '每日收益 = 计息份额 × 万份收益 ÷ 10000。七日年化收益率为过去七日收益的年化，不代表未来收益。',
      }}
    >
      {(summary) => (
        <>
          <h3 className="hd-section-title hd-records-title">每日收益</h3>
          <div className="hd-records">
            <Days showProduct={summary.products.length > 1} />
          </div>
        </>
      )}
    </IncomePage>
  );
}

function Days({ showProduct }: { showProduct: boolean }) {
  const query = useEdwCashIncomeListInfinite(
    { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE },
    undefined,
    {
      query: pagedQueryOptions,
      request: { ownCodes: ['05060302'] },
    },
  );
  return (
    <PagedList
      query={query}
      label="每日收益"
      pendingLabel="每日收益加载中"
      skeleton={<RecordSkeleton />}
      empty={{ title: '暂无收益记录', description: '份额确认后的下一个自然日开始计算收益' }}
      itemKey={(day) => `${day.incomeDate}-${day.productCode}`}
      renderItem={(day) => <DayRow day={day} showProduct={showProduct} />}
    />
  );
}

/** One day of a cash holding, in the look of the kit's record rows. */
function DayRow({ day, showProduct }: { day: CashIncomeDay; showProduct: boolean }) {
  return (
    <article className="trade-record hd-day" aria-label={`${day.incomeDate} 收益`}>
      <div className="trade-record-head">
        <span className="trade-record-type">{day.incomeDate}</span>
        <SignedAmount className="hd-day-income" value={day.income} unit="元" />
      </div>
      {showProduct ? <p className="trade-record-product">{day.productName}</p> : null}
      <p className="trade-record-meta">
        <span>万份收益 {formatDecimal(day.tenThousandIncome, 4)}</span>
        <span>七日年化 {rateText(day.sevenDayYield)}</span>
        <span>
          计息份额 <MaskedAmount value={day.shares} unit="份" />
        </span>
      </p>
    </article>
  );
}
