import Big from 'big.js';
import { monthsBefore, RANGES, type RangeKey } from './trend-data';

/**
 * Level mode: figures read as they are, not as a return since the range's start. A cash
 * product's 7日年化 (2.1350 %) and 万份收益 (0.5812 元) are levels: a percentage change of a yield
 * means nothing, so they are drawn and tabled as sent.
 */

/** One day's figures, by metric key, as the contract's decimal strings. */
export interface LevelPoint {
  /** YYYY-MM-DD, ascending. */
  date: string;
  values: Readonly<Record<string, string>>;
}

export interface LevelMetric {
  key: string;
  /** Its name on the metric switch, in the tooltip and on the line: 7日年化. */
  label: string;
  /** The table's column title; default the label. 万份收益（元） */
  column?: string;
  /** Written after a value: '%' or '元'. */
  unit: string;
  /**
   * What the summary says over the range: the mean (平均7日年化) or the total (每万份收益: the
   * income per 10,000 units over the days), with its decimals.
   */
  summary: { label: string; of: 'mean' | 'sum'; decimals: number };
}

/**
 * The days of a range counted back from the latest day. Unlike a return, a level needs no base
 * day before the range: 近1月 on 2026-11-20 is 2026-10-21 … 2026-11-20.
 */
export function sliceLevels(points: readonly LevelPoint[], range: RangeKey): LevelPoint[] {
  const months = RANGES.find((r) => r.key === range)?.months;
  const last = points.at(-1);
  if (!last || months === undefined) return [...points];
  const start = monthsBefore(last.date, months);
  return points.filter((p) => p.date > start);
}

/** The mean or the total of a metric over the points, exact decimals; undefined without a value. */
export function levelSummary(points: readonly LevelPoint[], metric: LevelMetric): string | undefined {
  const values = points.flatMap((p) => {
    const value = p.values[metric.key];
    return value === undefined ? [] : [new Big(value)];
  });
  if (values.length === 0) return undefined;
  const total = values.reduce((sum, value) => sum.plus(value), new Big(0));
  const figure = metric.summary.of === 'sum' ? total : total.div(values.length);
  return figure.toFixed(metric.summary.decimals);
}

/** A value with its unit, or "--" when the day has none. */
export const formatLevel = (value: string | undefined, unit: string) =>
  value === undefined ? '--' : `${value}${unit}`;
