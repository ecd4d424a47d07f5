import Big from 'big.js';
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { CashPoint } from '../../../../generated/model/cashPoint';
import { monthsBefore, RANGES, type RangeKey } from '../../../page-kit/trend-chart/trend-data';
import '../../../page-kit/trend-chart/trend-chart.css';

const CashTrendChart = lazy(() => import('./cash-trend-chart'));

type Metric = 'yield' | 'income';

const METRICS: readonly { key: Metric; label: string }[] = [
  { key: 'yield', label: '7日年化' },
  { key: 'income', label: '万份收益' },
];

/** The days of a range counted back from the latest day (a cash product has a figure every day). */
export function sliceCash(points: readonly CashPoint[], range: RangeKey): CashPoint[] {
  const months = RANGES.find((r) => r.key === range)?.months;
  const last = points.at(-1);
  if (!last || months === undefined) return [...points];
  const start = monthsBefore(last.date, months);
  return points.filter((p) => p.date > start);
}

/** Σ 万份收益 over the range (元 earned per 10,000 units) and the mean 7日年化, exact decimals. */
export function cashSummary(points: readonly CashPoint[]): { income: string; meanYield: string } | null {
  if (points.length === 0) return null;
  const income = points.reduce((sum, p) => sum.plus(p.perTenThousand), new Big(0));
  const yields = points.reduce((sum, p) => sum.plus(p.sevenDayYield), new Big(0));
  return { income: income.toFixed(4), meanYield: yields.div(points.length).toFixed(4) };
}

const isElderly = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-elderly');

/**
 * A cash-management product's returns: 7日年化 or 万份收益 per day over 近1月…成立以来, the range's
 * income per 10,000 units and mean 7日年化, a line chart (uPlot, loaded only here) with a touch
 * tooltip, or the same days as a table (the default in elderly mode, always there for screen
 * readers). Built on the kit's trend-chart styles; the kit's TrendChart draws returns of a NAV,
 * which a yield is not.
 */
export function CashTrend({ points }: { points: readonly CashPoint[] }) {
  const [metric, setMetric] = useState<Metric>('yield');
  const [range, setRange] = useState<RangeKey>('1m');
  const [view, setView] = useState<'chart' | 'table'>(() => (isElderly() ? 'table' : 'chart'));
  const slice = useMemo(() => sliceCash(points, range), [points, range]);
  const summary = useMemo(() => cashSummary(slice), [slice]);
  const rangeLabel = RANGES.find((r) => r.key === range)?.label ?? '';
  const caption = `每日收益（${rangeLabel}）`;

  return (
    <section className="trend-chart product-cash-trend" aria-label="收益走势">
      <header className="trend-chart-header">
        {/* The table shows both figures; the choice of line is the chart's. */}
        <div className="trend-chart-views" role="group" aria-label="指标" hidden={view === 'table'}>
          {METRICS.map((m) => (
            <button
              key={m.key}
              type="button"
              className="trend-chart-view"
              aria-pressed={metric === m.key}
              onClick={() => setMetric(m.key)}
            >
              {m.label}
            </button>
          ))}
        </div>
        <div className="trend-chart-views" role="group" aria-label="显示方式">
          {(['chart', 'table'] as const).map((key) => (
            <button
              key={key}
              type="button"
              className="trend-chart-view"
              aria-pressed={view === key}
              onClick={() => setView(key)}
            >
              {key === 'chart' ? '图表' : '表格'}
            </button>
          ))}
        </div>
      </header>

      <dl className="trend-chart-summary">
        <div>
          <dt>{rangeLabel}每万份收益</dt>
          <dd>{summary ? `${summary.income}元` : '--'}</dd>
        </div>
        <div>
          <dt>{rangeLabel}平均7日年化</dt>
          <dd>{summary ? `${summary.meanYield}%` : '--'}</dd>
        </div>
      </dl>

      {slice.length === 0 ? (
        <p className="trend-chart-empty">暂无收益数据</p>
      ) : view === 'chart' ? (
        <>
          <div className="trend-chart-canvas" aria-hidden="true">
            <ChartBoundary>
              <Suspense fallback={<div className="trend-chart-placeholder">图表加载中…</div>}>
                <CashTrendChart points={slice} metric={metric} />
              </Suspense>
            </ChartBoundary>
          </div>
          <CashTable points={slice} caption={caption} className="trend-visually-hidden" />
        </>
      ) : (
        <CashTable points={slice} caption={caption} />
      )}

      <div className="trend-chart-ranges" role="group" aria-label="时间范围">
        {RANGES.map((r) => (
          <button
            key={r.key}
            type="button"
            className="trend-chart-range"
            aria-pressed={range === r.key}
            onClick={() => setRange(r.key)}
          >
            {r.label}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The days of the range, newest first: 日期 / 万份收益（元）/ 7日年化. */
function CashTable({
  points,
  caption,
  className,
}: {
  points: readonly CashPoint[];
  caption: string;
  className?: string;
}) {
  const rows = useMemo(() => [...points].reverse(), [points]);
  return (
    <div className={['trend-table-wrap', className].filter(Boolean).join(' ')}>
      <table className="trend-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">万份收益（元）</th>
            <th scope="col">7日年化</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((point) => (
            <tr key={point.date}>
              <th scope="row">{point.date}</th>
              <td>{point.perTenThousand}</td>
              <td>{point.sevenDayYield}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** If the chart's code cannot load (offline), say so; the table view still works. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed)
      return <div className="trend-chart-placeholder">图表加载失败，请切换到表格查看</div>;
    return this.props.children;
  }
}
