import { lazy, Suspense } from 'react';
import { Tabs } from '@/page-kit/tabs';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useEdwTransferingBenefits, useQueryTotalHolding } from '@gen/hooks/holding/holding';
import type { HoldingClass } from '@gen/model/holdingClass';
import type { HoldingSummary } from '@gen/model/holdingSummary';
import type { TransferingBenefit } from '@gen/model/transferingBenefit';
import { MaskedAmount } from '@/page-kit/amount-mask';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { HoldingList, usePrefetchHoldingList } from '../components/holding-list';
import { SignedAmount } from '../components/signed-amount';
import { TotalsHeader, TotalsSkeleton } from '../components/totals-header';
import { TransfersInProgress } from '../components/transfers-in-progress';
import { CLASS_LABELS } from '../model/holding-format';
import { CLASS_PAGES } from '../model/class-pages';
import { ANNUAL_REPORT_TAB } from '../model/annual-report-link';

type Tab = 'ALL' | HoldingClass;

// The annual report loads only when asked for: it is a view of positionList, not its own route.
const AnnualReportView = lazy(() => import('../components/annual-report/annual-report-view'));

/**
 * positionList, or its annual report (tab=REPORT). REPORT is read from the address here, not
 * declared in the route row: the row is in the first-load chunk, which has no bytes to spare.
 */
export default function PositionListRoute() {
  if (new URLSearchParams(useLocation().search).get('tab') === ANNUAL_REPORT_TAB) {
    return (
      <Suspense fallback={<PageFrame title="年度账单" busy />}>
        <AnnualReportView />
      </Suspense>
    );
  }
  return <PositionListPage />;
}

/** positionList: 总资产 and 累计收益 with the eye toggle, then the holdings by class. */
function PositionListPage() {
  const summary = useQueryTotalHolding({});
  // Read beside the totals, and the holdings drawn once it has answered (or failed: it is
  // silent): its block sits above the tabs and would push them down if it arrived later.
  const transfers = useEdwTransferingBenefits({}, { request: { silent: true, hideLoading: true } });
  // The tab asked for (or 全部) is the list shown unless the totals say that class is empty.
  const asked = usePageQuery('positionList').tab;
  usePrefetchHoldingList(asked && asked !== 'ALL' ? asked : undefined);
  return (
    <PageFrame busy={summary.isPending || transfers.isPending}>
      <QueryView
        query={summary}
        skeleton={<TotalsSkeleton />}
        pendingLabel="资产加载中"
        isEmpty={(data) => data.holdingCount === 0}
        empty={{ title: '暂无持仓', description: '认购成功并确认份额后，产品会显示在这里' }}
      >
        {(data) =>
          transfers.isPending ? <TotalsSkeleton /> : <Holdings summary={data} transfers={transfers.data} />
        }
      </QueryView>
    </PageFrame>
  );
}

function Holdings({
  summary,
  transfers,
}: {
  summary: HoldingSummary;
  transfers: readonly TransferingBenefit[] | undefined;
}) {
  const navigate = useNavigate();
  const asked = usePageQuery('positionList').tab;
  const present = summary.classes.map((group) => group.productClass);
  const tab: Tab = asked && (asked === 'ALL' || present.includes(asked)) ? asked : 'ALL';
  const group = summary.classes.find((row) => row.productClass === tab);
  // The tab lives in the address, so coming back from a holding's detail shows the same tab.
  const choose = (key: string) => navigate(hrefTo('positionList', { tab: key as Tab }), { replace: true });
  return (
    <>
      <TotalsHeader summary={summary} />
      <TransfersInProgress transfers={transfers} />
      <Tabs activeKey={tab} onChange={choose} className="hd-tabs">
        <Tabs.Tab key="ALL" title={`全部(${summary.holdingCount})`} />
        {summary.classes.map((row) => (
          <Tabs.Tab key={row.productClass} title={`${CLASS_LABELS[row.productClass]}(${row.count})`} />
        ))}
      </Tabs>
      {group ? (
        <p className="hd-class-line">
          <span>
            参考市值 <MaskedAmount value={group.marketValue} unit="元" />
          </span>
          {group.productClass !== 'FAMILY' ? (
            <span>
              累计收益 <SignedAmount value={group.accumulatedIncome} unit="元" />
            </span>
          ) : null}
          <Link to={hrefTo(CLASS_PAGES[group.productClass])}>查看明细</Link>
        </p>
      ) : null}
      <HoldingList key={tab} productClass={tab === 'ALL' ? undefined : tab} />
    </>
  );
}
