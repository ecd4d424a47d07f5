import { describe, expect, it } from 'vitest';
import type { OpenDayItem } from '@gen/model/openDayItem';
import {
  businessText,
  byMonth,
  chinaDay,
  daysUntil,
  deadlineText,
  nextApplicable,
  openDayState,
  weekdayOf,
} from './open-day-model';

const day = (date: string, deadline: string, overrides: Partial<OpenDayItem> = {}): OpenDayItem => ({
  productCode: 'JZ2022003',
  productName: '华信价值精选1号证券投资集合资金信托计划',
  date,
  canSubscribe: true,
  canRedeem: true,
  applyDeadline: deadline,
  ...overrides,
});

const nov15 = day('2026-11-16', '2026-11-14T15:00:00+08:00');
const dec15 = day('2026-12-15', '2026-12-13T15:00:00+08:00');
const jan15 = day('2027-01-15', '2027-01-13T15:00:00+08:00', { canRedeem: false });
/** Beijing time, as an instant. */
const at = (text: string) => new Date(`${text}+08:00`);

describe('open days', () => {
  it('a day is over, closed for applications, or taking them until its deadline', () => {
    const before = at('2026-12-13T14:59:59');
    expect(openDayState(nov15, before)).toBe('PAST');
    expect(openDayState(dec15, before)).toBe('APPLYING');
    const after = at('2026-12-13T15:00:00');
    expect(openDayState(dec15, after)).toBe('CLOSED');
    // On the open day itself it is not over yet (only closed for new applications).
    expect(openDayState(dec15, at('2026-12-15T23:59:00'))).toBe('CLOSED');
    expect(openDayState(dec15, at('2026-12-16T00:00:00'))).toBe('PAST');
  });

  it('an application made now goes to the first day still taking them', () => {
    const days = [nov15, dec15, jan15];
    expect(nextApplicable(days, at('2026-12-01T09:00:00'))).toBe(dec15);
    expect(nextApplicable(days, at('2026-12-14T09:00:00'))).toBe(jan15);
    expect(nextApplicable(days, at('2027-01-14T09:00:00'))).toBeUndefined();
  });

  it('counts days and names weekdays by the China calendar day', () => {
    // 2026-12-14 23:30 in Beijing is still 14 December there (15:30 UTC).
    expect(chinaDay(at('2026-12-14T23:30:00'))).toBe('2026-12-14');
    expect(chinaDay(at('2026-12-15T00:30:00'))).toBe('2026-12-15');
    expect(daysUntil('2026-12-15', at('2026-12-14T23:30:00'))).toBe(1);
    expect(daysUntil('2026-12-15', at('2026-12-15T08:00:00'))).toBe(0);
    expect(weekdayOf('2026-12-15')).toBe('周二');
    expect(weekdayOf('2027-01-17')).toBe('周日');
  });

  it('words the deadline and the business of a day', () => {
    expect(deadlineText('2026-12-13T15:00:00+08:00')).toBe('12-13 15:00');
    expect(businessText(dec15)).toBe('申购、赎回');
    expect(businessText(jan15)).toBe('仅申购');
    expect(businessText({ canSubscribe: false, canRedeem: true })).toBe('仅赎回');
  });

  it('groups the days by month in their order', () => {
    const other = day('2026-12-21', '2026-12-19T15:00:00+08:00', { productCode: 'JZ2021005' });
    expect(byMonth([nov15, dec15, other, jan15]).map((m) => [m.title, m.days.length])).toEqual([
      ['2026年11月', 1],
      ['2026年12月', 2],
      ['2027年1月', 1],
    ]);
    expect(byMonth([])).toEqual([]);
  });
});
