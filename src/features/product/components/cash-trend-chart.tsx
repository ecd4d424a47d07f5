import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CashPoint } from '../../../../generated/model/cashPoint';
import { pointerCursor } from '../../../page-kit/trend-chart/pointer-cursor';

export interface CashTrendChartProps {
  points: readonly CashPoint[];
  metric: 'yield' | 'income';
}

const HEIGHT = 200;

/** String → number for pixel positions only; every figure shown as text is the server's string. */
const plotValue = (text: string) => {
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * The cash product's line, loaded on demand: 7日年化 (%) or 万份收益 (元) as levels, x by day,
 * touch scrubbing through the kit's pointerCursor and our own Chinese tooltip with both figures.
 */
export default function CashTrendChart({ points, metric }: CashTrendChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState<number | null>(null);
  const [side, setSide] = useState<'left' | 'right'>('right');

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const primary = getComputedStyle(host).getPropertyValue('--adm-color-primary').trim() || '#1677ff';
    const dates = points.map((p) => p.date);
    const long = points.length > 200;
    const values = points.map((p) => plotValue(metric === 'yield' ? p.sevenDayYield : p.perTenThousand));
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
            values: (_u, splits) =>
              splits.map((i) => {
                const date = dates[Math.round(i)];
                return date ? (long ? date.slice(0, 7) : date.slice(5)) : '';
              }),
          },
          {
            size: 56,
            values: (_u, splits) =>
              splits.map((v) => (metric === 'yield' ? `${v.toFixed(2)}%` : v.toFixed(2))),
          },
        ],
        series: [{}, { label: metric === 'yield' ? '7日年化' : '万份收益', stroke: primary, width: 2 }],
        hooks: {
          setCursor: [
            (u) => {
              setIndex(u.cursor.idx ?? null);
              setSide((u.cursor.left ?? 0) > u.over.clientWidth / 2 ? 'left' : 'right');
            },
          ],
        },
      },
      [points.map((_, i) => i), values],
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
  }, [points, metric]);

  const point = index !== null ? points[index] : undefined;
  return (
    <div className="trend-uplot" ref={hostRef}>
      {point ? (
        <div className={`trend-tooltip trend-tooltip-${side}`}>
          <div className="trend-tooltip-date">{point.date}</div>
          <div>7日年化 {point.sevenDayYield}%</div>
          <div>万份收益 {point.perTenThousand}元</div>
        </div>
      ) : (
        <p className="trend-chart-hint">按住图表左右滑动，查看每日收益</p>
      )}
    </div>
  );
}
