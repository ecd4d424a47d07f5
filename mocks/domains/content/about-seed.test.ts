import { describe, expect, it } from 'vitest';
import { STORED_BANNERS, yearsSinceFounding } from './about-seed';

describe('the company’s years in copy', () => {
  it('are counted from 1987 on China’s calendar, never typed', () => {
    expect(yearsSinceFounding(Date.parse('2026-11-28T12:00:00+08:00'))).toBe('三十九载');
    expect(yearsSinceFounding(Date.parse('2026-12-31T23:30:00+08:00'))).toBe('三十九载');
    expect(yearsSinceFounding(Date.parse('2027-01-01T00:30:00+08:00'))).toBe('四十载');
  });

  it('the landing banner says them', () => {
    expect(STORED_BANNERS[0]?.title).toBe(`${yearsSinceFounding()} 受人之托 代人理财`);
  });
});
