import { useEffect, useRef, useState, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { pointerCursor } from './pointer-cursor';

/** One line: numbers for pixel positions only (every figure shown as text is a decimal string). */
export interface ChartLine {
  label: string;
  values: readonly (number | null)[];
  /** The product's line (the theme's primary colour) or a benchmark (orange, dashed). */
  look: 'primary' | 'benchmark';
}

export interface UplotChartProps {
  /** One per x position, YYYY-MM-DD. */
  dates: readonly string[];
  /** Memoised by the caller: a new array redraws the chart. */
  lines: readonly ChartLine[];
  /** A y-axis tick's text: "5.0%", "2.13%", "0.58". Memoised too: a new function redraws. */
  formatTick: (value: number) => string;
  /** The tooltip's lines for the point under the finger (below its date). */
  tooltip: (index: number) => ReactNode;
  /** Shown while no point is under the finger: 按住图表左右滑动，查看每日净值. */
  hint: string;
}

const HEIGHT = 200;
const BENCHMARK_COLOUR = '#d9822b';
/** Beyond about half a year the x axis says 2024-06, within it 06-28. */
const LONG_SPAN_DAYS = 200;

const spanDays = (dates: readonly string[]) =>
  dates.length < 2
    ? 0
    : (Date.parse(`${dates.at(-1)}T00:00:00Z`) - Date.parse(`${dates[0]}T00:00:00Z`)) / 86_400_000;

/**
 * The line chart of both modes, loaded on demand: uPlot on a canvas, x by valuation day (holidays
 * leave no gaps). uPlot follows only the mouse; touch scrubbing comes from pointerCursor, and the
 * tooltip is ours (Chinese, the caller's decimal strings).
 */
export default function UplotChart({ dates, lines, formatTick, tooltip, hint }: UplotChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState<number | null>(null);
  // The tooltip sits on the side away from the finger.
  const [side, setSide] = useState<'left' | 'right'>('right');

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const primary = getComputedStyle(host).getPropertyValue('--adm-color-primary').trim() || '#1677ff';
    const long = spanDays(dates) > LONG_SPAN_DAYS;
    const data: uPlot.AlignedData = [dates.map((_, i) => i), ...lines.map((line) => [...line.values])];
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
          { size: 56, values: (_u, splits) => splits.map((v) => formatTick(v)) },
        ],
        series: [
          {},
          ...lines.map((line) =>
            line.look === 'primary'
              ? { label: line.label, stroke: primary, width: 2 }
              : { label: line.label, stroke: BENCHMARK_COLOUR, width: 1.5, dash: [6, 4] },
          ),
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
  }, [dates, lines, formatTick]);

  const date = index !== null ? dates[index] : undefined;
  return (
    <div className="trend-uplot" ref={hostRef}>
      {index !== null && date ? (
        <div className={`trend-tooltip trend-tooltip-${side}`}>
          <div className="trend-tooltip-date">{date}</div>
          {tooltip(index)}
        </div>
      ) : (
        <p className="trend-chart-hint">{hint}</p>
      )}
    </div>
  );
}

/** "06-28" for ranges within half a year, "2024-06" beyond. */
function shortDate(date: string | undefined, long: boolean): string {
  if (!date) return '';
  return long ? date.slice(0, 7) : date.slice(5);
}
