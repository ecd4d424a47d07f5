import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { RANGES, type RangeKey } from './trend-data';
import type { UplotChartProps } from './uplot-chart';

const UplotChart = lazy(() => import('./uplot-chart'));

export type TrendView = 'chart' | 'table';

const isElderly = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-elderly');

/** The range and the view of a trend; the view starts on the table in elderly mode. */
export function useTrendControls(defaultRange: RangeKey, defaultView?: TrendView) {
  const [range, setRange] = useState<RangeKey>(defaultRange);
  const [view, setView] = useState<TrendView>(() => defaultView ?? (isElderly() ? 'table' : 'chart'));
  const rangeLabel = RANGES.find((r) => r.key === range)?.label ?? '';
  return { range, setRange, view, setView, rangeLabel };
}

interface TrendShellProps {
  /** The section's name (aria-label) and, unless `hideTitle`, its heading. */
  title: string;
  hideTitle?: boolean;
  controls: ReturnType<typeof useTrendControls>;
  /** Buttons beside the view switch (level mode: the metric). */
  extra?: ReactNode;
  summary: ReactNode;
  /** Nothing in the range: this text instead of chart and table. */
  empty?: string;
  chart: UplotChartProps;
  /** The same data as a table (visually hidden under the chart, for screen readers). */
  table: (hidden: boolean) => ReactNode;
  className?: string;
}

/**
 * What both modes share: heading, view switch (图表 / 表格), the range's summary, the chart (uPlot,
 * loaded only when shown) or the table, and the range tabs (近1月 … 成立以来).
 */
export function TrendShell({
  title,
  hideTitle = false,
  controls,
  extra,
  summary,
  empty,
  chart,
  table,
  className,
}: TrendShellProps) {
  const { range, setRange, view, setView } = controls;
  return (
    <section className={['trend-chart', className].filter(Boolean).join(' ')} aria-label={title}>
      <header className="trend-chart-header">
        {hideTitle ? null : <h3 className="trend-chart-title">{title}</h3>}
        {extra}
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

      <dl className="trend-chart-summary">{summary}</dl>

      {empty !== undefined ? (
        <p className="trend-chart-empty">{empty}</p>
      ) : view === 'chart' ? (
        <>
          <div className="trend-chart-canvas" aria-hidden="true">
            <ChartBoundary>
              <Suspense fallback={<div className="trend-chart-placeholder">图表加载中…</div>}>
                <UplotChart {...chart} />
              </Suspense>
            </ChartBoundary>
          </div>
          {table(true)}
        </>
      ) : (
        table(false)
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
