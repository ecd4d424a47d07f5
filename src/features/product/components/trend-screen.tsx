import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useNetWorthTrendForExoSystem, useWorthTrendByProductId } from '@gen/hooks/product/product';
import type { CashPoint } from '@gen/model/cashPoint';
import type { NetWorthTrend } from '@gen/model/netWorthTrend';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView, type QueryLike } from '@/page-kit/query-states';
import { TrendChart, type LevelMetric, type LevelPoint } from '@/page-kit/trend-chart';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { formatRate } from '../model/product-format';
import { DetailSkeleton } from './detail-skeleton';
import { MissingProduct } from './missing-product';
import '../styles/product-detail.css';
import '../styles/product-detail-body.css';
import '../styles/trend-pages.css';

const isCash = (trend: NetWorthTrend) => trend.cashPoints.length > 0;

/**
 * A cash product's two figures, in the kit's level mode: 7日年化 averaged over the range, 万份收益
 * added up over it (what 10,000 units earned in the range).
 */
const CASH_METRICS: readonly [LevelMetric, LevelMetric] = [
  { key: 'yield', label: '7日年化', unit: '%', summary: { label: '平均7日年化', of: 'mean', decimals: 4 } },
  { key: 'income', label: '万份收益', unit: '元', summary: { label: '每万份收益', of: 'sum', decimals: 4 } },
];

const cashLevels = (points: readonly CashPoint[]): LevelPoint[] =>
  points.map((p) => ({ date: p.date, values: { yield: p.sevenDayYield, income: p.perTenThousand } }));

function CashTrend({ points }: { points: readonly CashPoint[] }) {
  const levels = useMemo(() => cashLevels(points), [points]);
  return <TrendChart mode="level" points={levels} metrics={CASH_METRICS} title="收益走势" />;
}

function TrendLinks({ productCode, isPublic }: { productCode: string; isPublic: boolean }) {
  if (isPublic) {
    return (
      <div className="product-figure-links product-trend-links">
        <Link to={hrefTo('productDetail', { productCode })}>登录查看产品详情</Link>
      </div>
    );
  }
  return (
    <div className="product-figure-links product-trend-links">
      <Link to={hrefTo('historyNetWorth', { productCode })}>历史数据</Link>
      <Link to={hrefTo('productDetail', { productCode })}>产品详情</Link>
    </div>
  );
}

function TrendHead({ trend }: { trend: NetWorthTrend }) {
  const meta = [
    trend.establishDate ? `成立日 ${trend.establishDate}` : null,
    trend.benchmarkName ? `业绩比较基准 ${trend.benchmarkName}` : null,
  ].filter(Boolean);
  const nav = trend.points.at(-1);
  const cash = trend.cashPoints.at(-1);
  return (
    <section className="product-figures product-trend-head" aria-label={cash ? '最新收益' : '最新净值'}>
      <h2 className="product-trend-name">{trend.productName}</h2>
      {meta.length > 0 ? <p className="product-trend-meta">{meta.join(' · ')}</p> : null}
      {nav ? (
        <dl className="product-figure-row">
          <div>
            <dt>单位净值</dt>
            <dd>{nav.nav}</dd>
          </div>
          <div>
            <dt>累计净值</dt>
            <dd>{nav.accNav}</dd>
          </div>
          <div>
            <dt>净值日期</dt>
            <dd>{nav.date}</dd>
          </div>
        </dl>
      ) : null}
      {cash ? (
        <dl className="product-figure-row">
          <div>
            <dt>7日年化</dt>
            <dd>{formatRate(cash.sevenDayYield, 4)}</dd>
          </div>
          <div>
            <dt>万份收益（元）</dt>
            <dd>{cash.perTenThousand}</dd>
          </div>
          <div>
            <dt>收益日期</dt>
            <dd>{cash.date}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

function TrendBody({ trend, isPublic }: { trend: NetWorthTrend; isPublic: boolean }) {
  const cash = isCash(trend);
  return (
    <>
      <TrendHead trend={trend} />
      {cash ? (
        <CashTrend points={trend.cashPoints} />
      ) : (
        <TrendChart
          points={trend.points}
          title="收益率走势"
          benchmarkLabel={trend.benchmarkName ?? '业绩基准'}
        />
      )}
      <TrendLinks productCode={trend.productCode} isPublic={isPublic} />
      <p className="product-risk-note">
        {cash
          ? '7日年化收益率与万份收益为过往数据，不代表未来收益，亦不构成收益承诺。现金管理类产品不保本，市场有风险，投资需谨慎。'
          : '收益率按累计净值计算，业绩比较基准以成立日为起点折算。过往业绩不预示未来表现，业绩比较基准不构成收益承诺。市场有风险，投资需谨慎。'}
      </p>
    </>
  );
}

/** The frame shared by the four chart routes: missing product, not published, loading, the trend. */
function TrendFrame({
  productCode,
  query,
  isPublic,
  expectCash,
}: {
  productCode: string | undefined;
  query: QueryLike<NetWorthTrend>;
  isPublic: boolean;
  expectCash: boolean;
}) {
  if (productCode === undefined || isBusinessError(query.error, '05030001')) {
    return (
      <PageFrame>
        <MissingProduct
          toList={!isPublic}
          description={isPublic ? '请确认链接是否完整，或联系您的理财经理' : undefined}
        />
      </PageFrame>
    );
  }
  if (isBusinessError(query.error, '05030004')) {
    return (
      <PageFrame>
        <MissingProduct
          title="该产品暂未公开净值"
          description="受托人公布净值后，可在此查看走势"
          toList={false}
        />
      </PageFrame>
    );
  }
  // The title follows what the product has: a cash product opened on the NAV route shows yields.
  const cash = query.data ? isCash(query.data) : expectCash;
  return (
    <PageFrame flush busy={query.isPending} title={cash ? '收益走势' : '净值走势'}>
      <QueryView
        query={query}
        skeleton={<DetailSkeleton />}
        pendingLabel="走势加载中"
        isEmpty={(trend) => trend.points.length === 0 && trend.cashPoints.length === 0}
        empty={{ title: '暂无净值数据', description: '产品成立并公布净值后，可在此查看走势' }}
      >
        {(trend) => <TrendBody trend={trend} isPublic={isPublic} />}
      </QueryView>
    </PageFrame>
  );
}

/** brokenLinkOne / cashBrokenLine: the trend for a signed-in investor (worthTrendByProductId). */
export function SignedInTrendPage({ route }: { route: 'brokenLinkOne' | 'cashBrokenLine' }) {
  const { productCode } = usePageQuery(route);
  const query = useWorthTrendByProductId(
    { productCode: productCode ?? '' },
    { query: { enabled: productCode !== undefined }, request: { ownCodes: ['05030001'] } },
  );
  return (
    <TrendFrame
      productCode={productCode}
      query={query}
      isPublic={false}
      expectCash={route === 'cashBrokenLine'}
    />
  );
}

/**
 * brokenLinkOnePublic / cashBrokenLinePublic: the same trend without a session
 * (netWorthTrendForExoSystem), for links shared outside the app; unpublished NAVs are refused.
 */
export function PublicTrendPage({ route }: { route: 'brokenLinkOnePublic' | 'cashBrokenLinePublic' }) {
  const { productCode } = usePageQuery(route);
  const query = useNetWorthTrendForExoSystem(
    { productCode: productCode ?? '' },
    { query: { enabled: productCode !== undefined }, request: { ownCodes: ['05030001', '05030004'] } },
  );
  return (
    <TrendFrame
      productCode={productCode}
      query={query}
      isPublic
      expectCash={route === 'cashBrokenLinePublic'}
    />
  );
}
