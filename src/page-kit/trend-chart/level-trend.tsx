import { useCallback, useMemo, useState } from 'react';
import { formatLevel, levelSummary, sliceLevels, type LevelMetric, type LevelPoint } from './level-data';
import type { RangeKey } from './trend-data';
import { TrendShell, useTrendControls, type TrendView } from './trend-shell';
import type { ChartLine } from './uplot-chart';

export interface LevelTrendProps {
  /** Levels: each metric drawn as sent (7日年化, 万份收益), one line at a time. */
  mode: 'level';
  /** Ascending by date; decimal strings by metric key. */
  points: readonly LevelPoint[];
  /** At least one; the first is drawn first. */
  metrics: readonly [LevelMetric, ...LevelMetric[]];
  defaultRange?: RangeKey;
  defaultView?: TrendView;
  /** The section's name (not shown as a heading: the metric switch takes its place). */
  title?: string;
  /** Said when the range has no day: 暂无收益数据. */
  emptyText?: string;
  /** Under the chart until a finger is on it. */
  hint?: string;
}

/** String → number for pixel positions only; every figure shown as text is the server's string. */
const plotValue = (text: string | undefined) => {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * Level mode: a metric switch (one line at a time), each metric's mean or total over the range,
 * and the table with every metric as a column.
 */
export function LevelTrend({
  points,
  metrics,
  defaultRange = '1m',
  defaultView,
  title = '收益走势',
  emptyText = '暂无收益数据',
  hint = '按住图表左右滑动，查看每日收益',
}: LevelTrendProps) {
  const controls = useTrendControls(defaultRange, defaultView);
  const { range, rangeLabel, view } = controls;
  const [metricKey, setMetricKey] = useState(metrics[0].key);
  const metric = metrics.find((m) => m.key === metricKey) ?? metrics[0];
  const slice = useMemo(() => sliceLevels(points, range), [points, range]);
  const dates = useMemo(() => slice.map((p) => p.date), [slice]);
  const lines = useMemo<ChartLine[]>(
    () => [
      { label: metric.label, values: slice.map((p) => plotValue(p.values[metric.key])), look: 'primary' },
    ],
    [slice, metric],
  );
  const formatTick = useCallback(
    (v: number) => `${v.toFixed(2)}${metric.unit === '%' ? '%' : ''}`,
    [metric.unit],
  );
  const tooltip = useCallback(
    (index: number) =>
      metrics.map((m) => (
        <div key={m.key}>
          {m.label} {formatLevel(slice[index]?.values[m.key], m.unit)}
        </div>
      )),
    [metrics, slice],
  );
  const caption = `${title}（${rangeLabel}）`;

  return (
    <TrendShell
      title={title}
      hideTitle
      controls={controls}
      extra={
        metrics.length > 1 ? (
          // The table shows every metric; the choice of line is the chart's.
          <div className="trend-chart-views" role="group" aria-label="指标" hidden={view === 'table'}>
            {metrics.map((m) => (
              <button
                key={m.key}
                type="button"
                className="trend-chart-view"
                aria-pressed={metric.key === m.key}
                onClick={() => setMetricKey(m.key)}
              >
                {m.label}
              </button>
            ))}
          </div>
        ) : null
      }
      summary={metrics.map((m) => {
        const figure = levelSummary(slice, m);
        return (
          <div key={m.key}>
            <dt>
              {rangeLabel}
              {m.summary.label}
            </dt>
            <dd>{figure === undefined ? '--' : `${figure}${m.unit}`}</dd>
          </div>
        );
      })}
      empty={slice.length === 0 ? emptyText : undefined}
      chart={{ dates, lines, formatTick, tooltip, hint }}
      table={(hidden) => (
        <LevelTable
          points={slice}
          metrics={metrics}
          caption={caption}
          className={hidden ? 'trend-visually-hidden' : undefined}
        />
      )}
    />
  );
}

/** The days of the range, newest first: 日期 and one column per metric. */
function LevelTable({
  points,
  metrics,
  caption,
  className,
}: {
  points: readonly LevelPoint[];
  metrics: readonly LevelMetric[];
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
            {metrics.map((m) => (
              <th key={m.key} scope="col">
                {m.column ?? m.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((point) => (
            <tr key={point.date}>
              <th scope="row">{point.date}</th>
              {metrics.map((m) => (
                <td key={m.key} data-label={m.column ?? m.label}>
                  {formatLevel(point.values[m.key], m.unit)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
