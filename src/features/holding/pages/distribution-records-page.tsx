import Big from 'big.js';
import { Link, useNavigate } from 'react-router-dom';
import { useAccumulatedIncomeList } from '@gen/hooks/holding/holding';
import { useOrderIncomeRecordInfinite } from '@gen/hooks/order/order';
import type { AccumulatedIncome } from '@gen/model/accumulatedIncome';
import type { YearDistribution } from '@gen/model/yearDistribution';
import { AmountMaskToggle, MaskedAmount } from '@/page-kit/amount-mask';
import { PageFrame } from '@/page-kit/page-frame';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, pagedQueryOptions } from '@/page-kit/paged-list';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { DistributionList, RecordSkeleton } from '../components/trade-records';
import { YearChips, YearLine } from '../components/year-totals';

/**
 * orderIncome (收益分配明细): the distributions paid to the investor — of one product when the
 * address names it (holdingDetails links here), otherwise of every product — with the total per
 * year; a year chip narrows the list (kept in the address).
 */
export default function DistributionRecordsPage() {
  const { productCode, year } = usePageQuery('orderIncome');
  const summary = useAccumulatedIncomeList(productCode ? { productCode } : {}, {
    request: { ownCodes: ['05060304'] },
  });
  return (
    <PageFrame busy={summary.isPending}>
      <QueryView
        query={summary}
        skeleton={<RecordSkeleton rows={2} />}
        pendingLabel="收益分配加载中"
        failedTitle="收益分配加载失败"
      >
        {(data) => <Income summary={data} productCode={productCode} year={year} />}
      </QueryView>
    </PageFrame>
  );
}

const fen = (value: Big) => value.toFixed(2);

/** Every year together, for 全部年份. */
function allYears(years: readonly YearDistribution[]): Omit<YearDistribution, 'year'> {
  const sum = (key: 'amount' | 'incomeAmount' | 'principalAmount') =>
    fen(years.reduce((total, row) => total.plus(row[key]), new Big(0)));
  return {
    count: years.reduce((total, row) => total + row.count, 0),
    amount: sum('amount'),
    incomeAmount: sum('incomeAmount'),
    principalAmount: sum('principalAmount'),
  };
}

function Income({
  summary,
  productCode,
  year: asked,
}: {
  summary: AccumulatedIncome;
  productCode: string | undefined;
  year: string | undefined;
}) {
  const navigate = useNavigate();
  const chosen = summary.years.find((row) => row.year === asked);
  const year = chosen?.year;
  const total = allYears(summary.years);
  const product = productCode ? summary.products.find((row) => row.productCode === productCode) : undefined;
  const choose = (next: string | undefined) =>
    navigate(
      hrefTo('orderIncome', { ...(productCode ? { productCode } : {}), ...(next ? { year: next } : {}) }),
      {
        replace: true,
      },
    );
  return (
    <>
      <section className="hi-panel" aria-label="分配到账概况">
        {product ? <p className="hi-head-name">{product.productName}</p> : null}
        <p className="hi-sub">
          累计分配到账(元)
          <AmountMaskToggle className="hi-eye" />
        </p>
        <p className="hi-big">
          <MaskedAmount value={total.amount} />
        </p>
        <p className="hi-sub">
          共 {total.count} 笔
          {total.principalAmount !== '0.00' ? (
            <>
              ，其中收益 <MaskedAmount value={total.incomeAmount} unit="元" />
              ，本金 <MaskedAmount value={total.principalAmount} unit="元" />
            </>
          ) : null}
        </p>
        {product?.productClass === 'FIXED' ? (
          <Link className="hi-sub" to={hrefTo('incomeInformation', { productCode: product.productCode })}>
            分配计划（已分配与待分配）›
          </Link>
        ) : null}
      </section>
      {summary.years.length > 0 ? (
        <>
          <YearChips years={summary.years} year={year} onChoose={choose} />
          <YearLine label={chosen ? `${chosen.year}年` : '全部年份'} row={chosen ?? total} />
        </>
      ) : null}
      <div className="hi-list">
        <Distributions key={year ?? 'all'} productCode={productCode} year={year} />
      </div>
    </>
  );
}

function Distributions({ productCode, year }: { productCode: string | undefined; year: string | undefined }) {
  const query = useOrderIncomeRecordInfinite(
    {
      pageNum: FIRST_PAGE_NUM,
      pageSize: DEFAULT_PAGE_SIZE,
      ...(productCode ? { productCode } : {}),
      ...(year ? { year } : {}),
    },
    undefined,
    { query: pagedQueryOptions, request: { ownCodes: ['05049010'] } },
  );
  return (
    <DistributionList
      query={query}
      showProduct={!productCode}
      empty={{
        title: '暂无分配记录',
        description: '固定收益类产品按合同约定的分配日将收益分配至您的到账银行卡，到账后会显示在这里',
      }}
    />
  );
}
