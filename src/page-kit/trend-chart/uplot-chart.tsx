import type Big from 'big.js';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNav, formatPercent, type TrendPoint } from './trend-data';
import { pointerCursor } from './pointer-cursor';

export interface UplotChartProps {
  points: readonly TrendPoint[];
  /** Return since the slice's first point, percent; null where unknown. */
  product: readonly (Big | null)[];
  benchmark: readonly (Big | null)[] | null;
  productLabel: string;
  benchmarkLabel: string;
}

const HEIGHT = 200;
const BENCHMARK_COLOUR = '#d9822b';

/** Big → number for pixel positions only; every figure shown as text comes from the strings. */
const plotValues = (values: readonly (Big | null)[]) => values.map((v) => (v ? v.toNumber() : null));

/**
 * The line chart itself, loaded on demand: uPlot on a canvas, both lines as returns since the
 * range start, x by trading day (holidays leave no gaps). uPlot follows only the mouse; touch
 * scrubbing comes from pointerCursor, and the tooltip is ours (Chinese, decimal strings).
 */
export default function UplotChart({
  points,
  product,
  benchmark,
  productLabel,
  benchmarkLabel,
}: UplotChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState<number | null>(null);
  // The tooltip sits on the side away from the finger.
  const [side, setSide] = useState<'left' | 'right'>('right');

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const primary = getComputedStyle(host).getPropertyValue('--adm-color-primary').trim() || '#1677ff';
    const dates = points.map((p) => p.date);
    const long = points.length > 130;
    const data: uPlot.AlignedData = [
      points.map((_, i) => i),
      plotValues(product),
      ...(benchmark ? [plotValues(benchmark)] : []),
    ];
    const chart = new uPlot(
      {
        width: Math.max(host.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: false } },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        axes: [
          {
            space: 70,
            values: (_u, splits) => splits.map((i) => shortDate(dates[Math.round(i)], long)),
          },
          { size: 56, values: (_u, splits) => splits.map((v) => `${v.toFixed(Math.abs(v) < 10 ? 1 : 0)}%`) },
        ],
        series: [
          {},
          { label: productLabel, stroke: primary, width: 2 },
          ...(benchmark
            ? [{ label: benchmarkLabel, stroke: BENCHMARK_COLOUR, width: 1.5, dash: [6, 4] }]
            : []),
        ],
        hooks: {
          setCursor: [
            (u) => {
              setIndex(u.cursor.idx ?? null);
              setSide((u.cursor.left ?? 0) > u.over.clientWidth / 2 ? 'left' : 'right');
            },
          ],
        },
      },
      data,
      host,
    );
    const detach = pointerCursor(chart);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(host.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(host);
    return () => {
      resize.disconnect();
      detach();
      chart.destroy();
      setIndex(null);
    };
  }, [points, product, benchmark, productLabel, benchmarkLabel]);

  const point = index !== null ? points[index] : undefined;
  return (
    <div className="trend-uplot" ref={hostRef}>
      {point ? (
        <div className={`trend-tooltip trend-tooltip-${side}`}>
          <div className="trend-tooltip-date">{point.date}</div>
          <div>单位净值 {formatNav(point.nav)}</div>
          {point.accNav !== undefined ? <div>累计净值 {formatNav(point.accNav)}</div> : null}
          {point.benchmark !== undefined ? <div>业绩基准 {formatNav(point.benchmark)}</div> : null}
          <div>
            {productLabel} {formatPercent(product[index ?? 0] ?? null)}
          </div>
        </div>
      ) : (
        <p className="trend-chart-hint">按住图表左右滑动，查看每日净值</p>
      )}
    </div>
  );
}

/** "06-28" for ranges within half a year, "2024-06" beyond. */
function shortDate(date: string | undefined, long: boolean): string {
  if (!date) return '';
  return long ? date.slice(0, 7) : date.slice(5);
}
