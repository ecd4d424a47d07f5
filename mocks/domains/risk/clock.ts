import { daysFromToday } from '@mocks/db/seed/story';

/** Now in Beijing time as the contract's IsoDateTime ("2026-11-22T15:43:00+08:00"). */
export function nowDateTime(now: Date = new Date()): string {
  const china = new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString();
  return `${daysFromToday(0, now)}T${china.slice(11, 19)}+08:00`;
}
