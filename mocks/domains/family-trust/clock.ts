/** Now in China time, as the contract's IsoDateTime ("2026-11-22T09:30:00+08:00"). */
export function chinaNow(now: Date = new Date()): string {
  return `${new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The calendar day in China ("2026-11-22"). */
export function chinaDate(now: Date = new Date()): string {
  return chinaNow(now).slice(0, 10);
}
