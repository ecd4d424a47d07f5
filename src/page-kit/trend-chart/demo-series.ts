import Big from 'big.js';
import type { LevelPoint } from './level-data';
import { benchmarkFromAnnualRate, type TrendPoint } from './trend-data';

/** A small seeded generator (mulberry32): the same series on every load, in every screenshot. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Three years of weekday valuations of a fictional product from 2022-07-01: a random walk with
 * a gentle upward drift, one distribution of 0.0500 per unit (NAV drops, accumulated NAV does
 * not), and a 5.40 %/year performance benchmark. Decimal strings, like the contract's.
 */
export function demoSeries(seed = 20220701): TrendPoint[] {
  const random = seeded(seed);
  const dates: string[] = [];
  for (let day = Date.UTC(2022, 6, 1); day <= Date.UTC(2025, 5, 30); day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(new Date(day).toISOString().slice(0, 10));
  }
  const benchmark = benchmarkFromAnnualRate(dates, '5.40');
  let nav = new Big('1.0000');
  let distributed = new Big(0);
  return dates.map((date, index) => {
    const step = ((random() - 0.47) * 0.006).toFixed(6);
    nav = nav.times(new Big(1).plus(step));
    if (date === '2024-01-02') {
      nav = nav.minus('0.05');
      distributed = distributed.plus('0.05');
    }
    return {
      date,
      nav: nav.toFixed(4),
      accNav: nav.plus(distributed).toFixed(4),
      benchmark: benchmark[index] ?? '1.0000',
    };
  });
}

/**
 * A year of daily figures of a fictional cash product to 2025-06-30: a 7-day annualised yield
 * drifting around 2 % and the day's income per 10,000 units (yield / 365 × 10,000 元).
 */
export function demoCashSeries(seed = 20240701): LevelPoint[] {
  const random = seeded(seed);
  const points: LevelPoint[] = [];
  let rate = new Big('2.3000');
  for (let day = Date.UTC(2024, 6, 1); day <= Date.UTC(2025, 5, 30); day += 86_400_000) {
    rate = rate.plus(((random() - 0.52) * 0.03).toFixed(4));
    if (rate.lt('1.2')) rate = new Big('1.2000');
    const income = rate.div(100).div(365).times(10000);
    points.push({
      date: new Date(day).toISOString().slice(0, 10),
      values: { yield: rate.toFixed(4), income: income.toFixed(4) },
    });
  }
  return points;
}
