import { describe, expect, it } from 'vitest';
import { averageWan, isWanDraft, isWanInput, reaches, sumWan, wanLabel, wanToYuan } from './worksheet';

describe('qualification worksheets', () => {
  it('accepts 万元 figures with up to two decimals, drafts while typing', () => {
    expect(['', '0', '520', '0.5', '12.35', '99999999.99'].every(isWanInput)).toBe(true);
    expect(['01', '1.234', '-5', '1e3', '100000000', ' 5'].some(isWanInput)).toBe(false);
    expect(isWanDraft('12.')).toBe(true);
    expect(isWanInput('12.')).toBe(false);
  });

  it('adds exactly (no float drift) and converts to 元', () => {
    const sum = sumWan(['0.1', '0.2', '', 'x']);
    expect(sum.toFixed(2)).toBe('0.30');
    expect(wanToYuan(sumWan(['300', '200.01']))).toBe('5000100.00');
    expect(wanLabel(sumWan(['520']))).toBe('520.00万元');
  });

  it('compares with the thresholds in 元, the threshold itself included', () => {
    expect(reaches(sumWan(['300']), '3000000.00')).toBe(true);
    expect(reaches(sumWan(['299.99']), '3000000.00')).toBe(false);
  });

  it('averages the three years, an empty year counting as 0', () => {
    expect(averageWan(['46.8', '51.2', '53.6']).toFixed(2)).toBe('50.53');
    expect(reaches(averageWan(['40', '40', '40']), '400000.00')).toBe(true);
    expect(reaches(averageWan(['60', '60', '']), '400000.00')).toBe(true);
    expect(reaches(averageWan(['60', '', '']), '400000.00')).toBe(false);
    expect(averageWan(['', '', '']).toFixed(2)).toBe('0.00');
  });
});
