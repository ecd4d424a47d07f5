/**
 * Calendar dates as the server sends them ("YYYY-MM-DD"), compared and shifted as calendar days
 * (UTC arithmetic on the date alone, so no time zone or daylight-saving shift can move a day).
 * "Today" is the day in China (UTC+8), where the investor and the trust company are.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date in China (UTC+8) at `now`, as "YYYY-MM-DD". */
export function chinaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date "YYYY-MM-DD" (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === value;
}

function toUtc(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: "${date}"`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** `date` shifted by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * `date` shifted by whole years; 29 February becomes 28 February in a year without it (the
 * last day of the same month, as a one-year validity or an anniversary is counted).
 */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  toUtc(date);
  const target = y + years;
  const lastDay = new Date(Date.UTC(target, m, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}
