import { LevelTrend, type LevelTrendProps } from './level-trend';
import { ReturnTrend, type ReturnTrendProps } from './return-trend';
import './trend-chart.css';

export type { TrendPoint, RangeKey } from './trend-data';
export type { LevelMetric, LevelPoint } from './level-data';
export type { ReturnTrendProps, LevelTrendProps };

export type TrendChartProps = ReturnTrendProps | LevelTrendProps;

/**
 * Trend of the page kit, in one of two modes, each with range tabs (近1月 … 成立以来), the range's
 * summary, and either a line chart (uPlot, loaded only when the chart is shown; see
 * docs/perf/chart-choice.md) with a touch tooltip, or the same data as a table. The table is the
 * default in elderly mode and is always there for screen readers.
 *
 * - `mode: 'return'` (default): NAV points drawn as the return since the range's start, against
 *   the benchmark, 红涨绿跌 (a NAV product).
 * - `mode: 'level'`: figures drawn as sent, one metric at a time, with each metric's mean or total
 *   over the range (a cash product's 7日年化 and 万份收益).
 */
export function TrendChart(props: TrendChartProps) {
  return props.mode === 'level' ? <LevelTrend {...props} /> : <ReturnTrend {...props} />;
}
