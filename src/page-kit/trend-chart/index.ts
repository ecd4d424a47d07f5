export { TrendChart } from './trend-chart';
export type { LevelMetric, LevelPoint, TrendChartProps } from './trend-chart';
export { monthsBefore } from './trend-data';
