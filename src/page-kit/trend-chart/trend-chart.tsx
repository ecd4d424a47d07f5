import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  direction,
  formatPercent,
  RANGES,
  returnBasis,
  returnSeries,
  sliceRange,
  type RangeKey,
  type TrendPoint,
} from './trend-data';
import { TrendTable } from './trend-table';
import './trend-chart.css';

export type { TrendPoint, RangeKey } from './trend-data';

const UplotChart = lazy(() => import('./uplot-chart'));

export interface TrendChartProps {
  /** Ascending by date; decimal strings (see TrendPoint). */
  points: readonly TrendPoint[];
  defaultRange?: RangeKey;
  /** Start in the chart or the table. Default: the table in elderly mode, else the chart. */
  defaultView?: 'chart' | 'table';
  title?: string;
  productLabel?: string;
  benchmarkLabel?: string;
}

const isElderly = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-elderly');

/**
 * NAV trend of the page kit: range tabs, the range's return for the product and its benchmark
 * (红涨绿跌), and either a line chart of both returns (uPlot, loaded only when the chart is shown;
 * see docs/perf/chart-choice.md) with a touch tooltip, or the same data as a table. The table
 * is the default in elderly mode and is always there for screen readers.
 */
export function TrendChart({
  points,
  defaultRange = '3m',
  defaultView,
  title = '业绩走势',
  productLabel = '本产品',
  benchmarkLabel = '业绩基准',
}: TrendChartProps) {
  const [range, setRange] = useState<RangeKey>(defaultRange);
  const [view, setView] = useState<'chart' | 'table'>(() => defaultView ?? (isElderly() ? 'table' : 'chart'));
  const slice = useMemo(() => sliceRange(points, range), [points, range]);
  const product = useMemo(() => returnSeries(slice, returnBasis), [slice]);
  const benchmark = useMemo(
    () => (slice.some((p) => p.benchmark !== undefined) ? returnSeries(slice, (p) => p.benchmark) : null),
    [slice],
  );
  const rangeLabel = RANGES.find((r) => r.key === range)?.label ?? '';
  const productChange = product.at(-1) ?? null;
  const benchmarkChange = benchmark?.at(-1) ?? null;

  return (
    <section className="trend-chart" aria-label={title}>
      <header className="trend-chart-header">
        <h3 className="trend-chart-title">{title}</h3>
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
          <dt>
            <span className="trend-swatch trend-swatch-product" aria-hidden="true" />
            {productLabel}
            {rangeLabel}
          </dt>
          <dd className={`trend-${direction(productChange)}`}>{formatPercent(productChange)}</dd>
        </div>
        {benchmark ? (
          <div>
            <dt>
              <span className="trend-swatch trend-swatch-benchmark" aria-hidden="true" />
              {benchmarkLabel}
              {rangeLabel}
            </dt>
            <dd className={`trend-${direction(benchmarkChange)}`}>{formatPercent(benchmarkChange)}</dd>
          </div>
        ) : null}
      </dl>

      {slice.length === 0 ? (
        <p className="trend-chart-empty">暂无净值数据</p>
      ) : view === 'chart' ? (
        <>
          <div className="trend-chart-canvas" aria-hidden="true">
            <ChartBoundary>
              <Suspense fallback={<div className="trend-chart-placeholder">图表加载中…</div>}>
                <UplotChart
                  points={slice}
                  product={product}
                  benchmark={benchmark}
                  productLabel={productLabel}
                  benchmarkLabel={benchmarkLabel}
                />
              </Suspense>
            </ChartBoundary>
          </div>
          <TrendTable
            points={slice}
            caption={`${title}（${rangeLabel}）`}
            className="trend-visually-hidden"
          />
        </>
      ) : (
        <TrendTable points={slice} caption={`${title}（${rangeLabel}）`} />
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
