import { describe, expect, it } from 'vitest';
import { formatLevel, levelSummary, sliceLevels, type LevelMetric, type LevelPoint } from './level-data';

const yieldMetric: LevelMetric = {
  key: 'yield',
  label: '7日年化',
  unit: '%',
  summary: { label: '平均7日年化', of: 'mean', decimals: 4 },
};
const incomeMetric: LevelMetric = {
  key: 'income',
  label: '万份收益',
  unit: '元',
  summary: { label: '每万份收益', of: 'sum', decimals: 4 },
};

const day = (date: string, y: string, i?: string): LevelPoint => ({
  date,
  values: i === undefined ? { yield: y } : { yield: y, income: i },
});

describe('level data', () => {
  it('a range counts back from the latest day, without a base day before it', () => {
    const points = [
      day('2026-09-30', '2.0000', '0.5000'),
      day('2026-10-20', '2.1000', '0.5100'),
      day('2026-10-21', '2.2000', '0.5200'),
      day('2026-11-20', '2.3000', '0.5300'),
    ];
    expect(sliceLevels(points, '1m').map((p) => p.date)).toEqual(['2026-10-21', '2026-11-20']);
    expect(sliceLevels(points, 'all')).toHaveLength(4);
    expect(sliceLevels([], '1m')).toEqual([]);
  });

  it('sums or averages exactly, in decimals (0.1 + 0.2 is 0.3)', () => {
    const points = [day('2026-11-18', '0.1000', '0.1000'), day('2026-11-19', '0.2000', '0.2000')];
    expect(levelSummary(points, incomeMetric)).toBe('0.3000');
    expect(levelSummary(points, yieldMetric)).toBe('0.1500');
  });

  it('skips days without the metric and has no summary without any', () => {
    const points = [day('2026-11-18', '2.0000'), day('2026-11-19', '3.0000', '0.6000')];
    expect(levelSummary(points, incomeMetric)).toBe('0.6000');
    expect(levelSummary(points, yieldMetric)).toBe('2.5000');
    expect(levelSummary([day('2026-11-18', '2.0000')], incomeMetric)).toBeUndefined();
    expect(levelSummary([], yieldMetric)).toBeUndefined();
  });

  it('writes a value with its unit, or -- when the day has none', () => {
    expect(formatLevel('2.1350', '%')).toBe('2.1350%');
    expect(formatLevel(undefined, '元')).toBe('--');
  });
});
