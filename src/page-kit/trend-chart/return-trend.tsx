import type Big from 'big.js';
import { useCallback, useMemo } from 'react';
import {
  direction,
  formatNav,
  formatPercent,
  returnBasis,
  returnSeries,
  sliceRange,
  type RangeKey,
  type TrendPoint,
} from './trend-data';
import { TrendShell, useTrendControls, type TrendView } from './trend-shell';
import { TrendTable } from './trend-table';
import type { ChartLine } from './uplot-chart';

export interface ReturnTrendProps {
  /** Returns (default): NAV points, drawn as the return since the range's start. */
  mode?: 'return';
  /** Ascending by date; decimal strings (see TrendPoint). */
  points: readonly TrendPoint[];
  defaultRange?: RangeKey;
  /** Start in the chart or the table. Default: the table in elderly mode, else the chart. */
  defaultView?: TrendView;
  title?: string;
  productLabel?: string;
  benchmarkLabel?: string;
}

/** Big → number for pixel positions only. */
const plotValues = (values: readonly (Big | null)[]) => values.map((v) => (v ? v.toNumber() : null));

const percentTick = (v: number) => `${v.toFixed(Math.abs(v) < 10 ? 1 : 0)}%`;

/**
 * Return mode: the range's return for the product and its benchmark (红涨绿跌), a line of each
 * since the range's start, and the NAV table.
 */
export function ReturnTrend({
  points,
  defaultRange = '3m',
  defaultView,
  title = '业绩走势',
  productLabel = '本产品',
  benchmarkLabel = '业绩基准',
}: ReturnTrendProps) {
  const controls = useTrendControls(defaultRange, defaultView);
  const { range, rangeLabel } = controls;
  const slice = useMemo(() => sliceRange(points, range), [points, range]);
  const product = useMemo(() => returnSeries(slice, returnBasis), [slice]);
  const benchmark = useMemo(
    () => (slice.some((p) => p.benchmark !== undefined) ? returnSeries(slice, (p) => p.benchmark) : null),
    [slice],
  );
  const dates = useMemo(() => slice.map((p) => p.date), [slice]);
  const lines = useMemo<ChartLine[]>(
    () => [
      { label: productLabel, values: plotValues(product), look: 'primary' },
      ...(benchmark
        ? [{ label: benchmarkLabel, values: plotValues(benchmark), look: 'benchmark' as const }]
        : []),
    ],
    [product, benchmark, productLabel, benchmarkLabel],
  );
  const tooltip = useCallback(
    (index: number) => {
      const point = slice[index];
      if (!point) return null;
      return (
        <>
          <div>单位净值 {formatNav(point.nav)}</div>
          {point.accNav !== undefined ? <div>累计净值 {formatNav(point.accNav)}</div> : null}
          {point.benchmark !== undefined ? <div>业绩基准 {formatNav(point.benchmark)}</div> : null}
          <div>
            {productLabel} {formatPercent(product[index] ?? null)}
          </div>
        </>
      );
    },
    [slice, product, productLabel],
  );
  const productChange = product.at(-1) ?? null;
  const benchmarkChange = benchmark?.at(-1) ?? null;
  const caption = `${title}（${rangeLabel}）`;

  return (
    <TrendShell
      title={title}
      controls={controls}
      summary={
        <>
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
        </>
      }
      empty={slice.length === 0 ? '暂无净值数据' : undefined}
      chart={{ dates, lines, formatTick: percentTick, tooltip, hint: '按住图表左右滑动，查看每日净值' }}
      table={(hidden) => (
        <TrendTable
          points={slice}
          caption={caption}
          className={hidden ? 'trend-visually-hidden' : undefined}
        />
      )}
    />
  );
}
