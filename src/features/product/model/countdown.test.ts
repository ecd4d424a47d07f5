import { describe, expect, it } from 'vitest';
import { formatRemaining, remainingUntil } from './countdown';

describe('countdown', () => {
  const sale = Date.parse('2026-11-25T09:00:00+08:00');

  it('splits what is left into days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-11-22T18:30:51+08:00');
    const left = remainingUntil(sale, now);
    expect(left).toEqual({ done: false, days: 2, hours: 14, minutes: 29, seconds: 9 });
    expect(formatRemaining(left)).toBe('2天14时29分09秒');
  });

  it('drops the days on the last day, and stops at zero', () => {
    expect(formatRemaining(remainingUntil(sale, sale - 61_000))).toBe('00时01分01秒');
    expect(remainingUntil(sale, sale + 5000)).toEqual({
      done: true,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});
