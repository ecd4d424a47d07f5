import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  benchmarkFromAnnualRate,
  changePercent,
  direction,
  formatPercent,
  monthsBefore,
  returnSeries,
  sliceRange,
  type TrendPoint,
} from './trend-data';

const point = (date: string, nav: string, extra: Partial<TrendPoint> = {}): TrendPoint => ({
  date,
  nav,
  ...extra,
});

describe('monthsBefore', () => {
  it('counts calendar months and clamps to the month end', () => {
    expect(monthsBefore('2024-06-28', 1)).toBe('2024-05-28');
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29');
    expect(monthsBefore('2023-03-31', 1)).toBe('2023-02-28');
    expect(monthsBefore('2024-01-15', 12)).toBe('2023-01-15');
    expect(monthsBefore('2024-02-29', 12)).toBe('2023-02-28');
  });
});

describe('sliceRange', () => {
  const points = [
    point('2024-04-26', '1.0000'),
    point('2024-04-30', '1.0100'), // 05-01..05-05 holiday
    point('2024-05-06', '1.0200'),
    point('2024-05-31', '1.0300'),
    point('2024-06-03', '1.0400'),
  ];

  it('starts at the last valuation on or before the range start', () => {
    // One month before 06-03 is 05-03, a holiday: the base is 04-30.
    expect(sliceRange(points, '1m').map((p) => p.date)).toEqual([
      '2024-04-30',
      '2024-05-06',
      '2024-05-31',
      '2024-06-03',
    ]);
  });

  it('starts exactly on the range start when that day has a value', () => {
    const exact = [point('2024-05-03', '1'), point('2024-05-04', '1'), point('2024-06-03', '1')];
    expect(sliceRange(exact, '1m').map((p) => p.date)).toEqual(['2024-05-03', '2024-05-04', '2024-06-03']);
  });

  it('gives everything for 成立以来 or when the history is shorter than the range', () => {
    expect(sliceRange(points, 'all')).toHaveLength(5);
    expect(sliceRange(points, '1y')).toHaveLength(5);
    expect(sliceRange([], '3m')).toEqual([]);
  });
});

describe('returns (big.js, never floats)', () => {
  it('computes exact percentages', () => {
    expect(changePercent('1.0000', '1.0523')?.toFixed(2)).toBe('5.23');
    // 0.1 + 0.2 in floats: here exactly 200%.
    expect(changePercent('0.1', '0.3')?.toString()).toBe('200');
    expect(changePercent('0', '1')).toBeNull();
    expect(changePercent(undefined, '1')).toBeNull();
  });

  it('measures from the first point of the slice, on accumulated NAV when given', () => {
    const points = [point('d1', '1.0000', { accNav: '1.2000' }), point('d2', '0.9000', { accNav: '1.2600' })];
    expect(returnSeries(points, (p) => p.accNav ?? p.nav).map((v) => v?.toFixed(2))).toEqual([
      '0.00',
      '5.00',
    ]);
    expect(returnSeries(points, (p) => p.benchmark)).toEqual([null, null]);
  });

  it('red up, green down, grey flat, with a sign', () => {
    expect(direction(new Big('0.01'))).toBe('up');
    expect(direction(new Big('-0.01'))).toBe('down');
    expect(direction(new Big(0))).toBe('flat');
    expect(direction(null)).toBe('flat');
    expect(formatPercent(new Big('5.234'))).toBe('+5.23%');
    expect(formatPercent(new Big('-0.8'))).toBe('-0.80%');
    expect(formatPercent(new Big('-0.001'))).toBe('0.00%');
    expect(formatPercent(null)).toBe('--');
  });

  it('turns a fixed annual benchmark into daily levels (simple interest, actual/365)', () => {
    expect(benchmarkFromAnnualRate(['2024-01-01', '2024-01-02', '2025-01-01'], '5.40')).toEqual([
      '1.0000',
      '1.0001',
      '1.0541', // 366 days in 2024
    ]);
    expect(benchmarkFromAnnualRate([], '5')).toEqual([]);
  });
});
