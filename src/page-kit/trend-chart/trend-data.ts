import Big from 'big.js';

/**
 * One valuation day of a product. Decimal strings, as the contract sends them: unit NAV
 * "1.0523", accumulated NAV (dividends added back) "1.1523", and the performance benchmark as a
 * level on the same footing (1.0000 at inception; a fixed annual rate becomes levels through
 * benchmarkFromAnnualRate).
 */
export interface TrendPoint {
  /** YYYY-MM-DD, ascending. */
  date: string;
  nav: string;
  accNav?: string;
  benchmark?: string;
}

export type RangeKey = '1m' | '3m' | '6m' | '1y' | 'all';

export const RANGES: readonly { key: RangeKey; label: string; months?: number }[] = [
  { key: '1m', label: '近1月', months: 1 },
  { key: '3m', label: '近3月', months: 3 },
  { key: '6m', label: '近6月', months: 6 },
  { key: '1y', label: '近1年', months: 12 },
  { key: 'all', label: '成立以来' },
];

/** Calendar arithmetic on date strings in UTC: no time zone can shift a day. */
export function monthsBefore(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  // 31 March minus one month is 28/29 February, not 3 March.
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The points of a range, counted back from the latest point: the last valuation on or before
 * the range's start is included as the base, so 近1月 compares with the NAV a month ago even when
 * that day was a holiday.
 */
export function sliceRange(points: readonly TrendPoint[], range: RangeKey): TrendPoint[] {
  const months = RANGES.find((r) => r.key === range)?.months;
  const last = points.at(-1);
  if (!last || months === undefined) return [...points];
  const start = monthsBefore(last.date, months);
  let from = points.findIndex((p) => p.date >= start);
  if (from > 0 && points[from]?.date !== start) from -= 1;
  return points.slice(Math.max(from, 0));
}

/** The value a return is measured on: accumulated NAV when known (distributions count), else NAV. */
export const returnBasis = (point: TrendPoint): string => point.accNav ?? point.nav;

/** Percentage change from `from` to `to` (decimal strings), null when there is no base. */
export function changePercent(from: string | undefined, to: string | undefined): Big | null {
  if (from === undefined || to === undefined) return null;
  const base = new Big(from);
  if (base.eq(0)) return null;
  return new Big(to).minus(base).div(base).times(100);
}

/** Every point's return since the first point of the slice, in percent (null where unknown). */
export function returnSeries(
  points: readonly TrendPoint[],
  value: (p: TrendPoint) => string | undefined,
): (Big | null)[] {
  const base = points[0] ? value(points[0]) : undefined;
  return points.map((point) => changePercent(base, value(point)));
}

export type Direction = 'up' | 'down' | 'flat';

/** 红涨绿跌: the colour follows the sign. */
export function direction(change: Big | null): Direction {
  if (!change || change.eq(0)) return 'flat';
  return change.gt(0) ? 'up' : 'down';
}

/** "+5.23%", "-0.80%", "0.00%", "--" when unknown. */
export function formatPercent(change: Big | null, decimals = 2): string {
  if (!change) return '--';
  const text = change.abs().toFixed(decimals);
  if (new Big(text).eq(0)) return `${(0).toFixed(decimals)}%`;
  return `${change.gt(0) ? '+' : '-'}${text}%`;
}

/** NAV as sent, or "--"; values are never reformatted through floating point. */
export const formatNav = (value: string | undefined) => value ?? '--';

/**
 * A fixed performance benchmark (业绩比较基准, e.g. "5.40" % a year) as daily levels from 1 on the
 * first date, simple interest on actual/365 days — how trust products accrue it.
 */
export function benchmarkFromAnnualRate(dates: readonly string[], annualRatePercent: string): string[] {
  const first = dates[0];
  if (!first) return [];
  const start = Date.parse(`${first}T00:00:00Z`);
  const daily = new Big(annualRatePercent).div(100).div(365);
  return dates.map((date) => {
    const days = Math.round((Date.parse(`${date}T00:00:00Z`) - start) / 86_400_000);
    return new Big(1).plus(daily.times(days)).toFixed(4);
  });
}
