import type { OpenDayItem } from '@gen/model/openDayItem';

/**
 * How openHouseList reads a list of open days (selectOpenDayList / queryProductOpenDay): where
 * each day stands now, the day an application made now goes to, and the days by month. Dates
 * are China calendar days "YYYY-MM-DD"; deadlines are ISO date-times with their offset.
 */

export type OpenDayState =
  /** The open day is over. */
  | 'PAST'
  /** Still ahead, but applications for it have closed (they go to the next open day). */
  | 'CLOSED'
  /** Applications are taken until its deadline. */
  | 'APPLYING';

/** Today in China (UTC+8) as "YYYY-MM-DD". */
export const chinaDay = (now: Date): string =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export function openDayState(day: OpenDayItem, now: Date): OpenDayState {
  if (day.date < chinaDay(now)) return 'PAST';
  return Date.parse(day.applyDeadline) <= now.getTime() ? 'CLOSED' : 'APPLYING';
}

/** The first day still taking applications: where a subscription or redemption made now goes. */
export function nextApplicable(days: readonly OpenDayItem[], now: Date): OpenDayItem | undefined {
  return days.find((day) => openDayState(day, now) === 'APPLYING');
}

/** Whole calendar days from today (China) to `date`: 0 on the day itself. */
export function daysUntil(date: string, now: Date): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${chinaDay(now)}T00:00:00Z`)) / 86_400_000,
  );
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** 周二 for "2026-12-15". */
export const weekdayOf = (date: string): string => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';

/** "12-13 15:00" from the deadline as sent (China time, as written). */
export const deadlineText = (iso: string): string => {
  const match = /^\d{4}-(\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
};

/** What can be done on the day, in words: 申购、赎回 / 仅申购 / 仅赎回. */
export function businessText(day: Pick<OpenDayItem, 'canSubscribe' | 'canRedeem'>): string {
  if (day.canSubscribe && day.canRedeem) return '申购、赎回';
  if (day.canSubscribe) return '仅申购';
  if (day.canRedeem) return '仅赎回';
  return '暂停申购、赎回';
}

export interface OpenDayMonth {
  /** "2026-12" */
  key: string;
  /** "2026年12月" */
  title: string;
  days: OpenDayItem[];
}

/** The days by calendar month, in the list's order (ascending, as the server sends them). */
export function byMonth(days: readonly OpenDayItem[]): OpenDayMonth[] {
  const months: OpenDayMonth[] = [];
  for (const day of days) {
    const key = day.date.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) {
      month = { key, title: `${key.slice(0, 4)}年${Number(key.slice(5, 7))}月`, days: [] };
      months.push(month);
    }
    month.days.push(day);
  }
  return months;
}
