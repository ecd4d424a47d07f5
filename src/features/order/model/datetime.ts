/**
 * Times as the investor reads them: China time (UTC+8) whatever the device's zone, from the
 * contract's ISO 8601 strings with their offset.
 */

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

function chinaParts(iso: string) {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  const d = new Date(ms + CHINA_OFFSET_MS);
  return {
    y: d.getUTCFullYear(),
    mo: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    h: pad(d.getUTCHours()),
    mi: pad(d.getUTCMinutes()),
  };
}

/** "2026-11-18T09:30:00+08:00" → "2026-11-18 09:30" (China time); "--" when unreadable. */
export function formatDateTime(iso: string | undefined): string {
  const p = iso ? chinaParts(iso) : undefined;
  return p ? `${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}` : '--';
}

/** "11-18 09:30": for card lines where the year is obvious. */
export function formatShortDateTime(iso: string | undefined): string {
  const p = iso ? chinaParts(iso) : undefined;
  return p ? `${p.mo}-${p.d} ${p.h}:${p.mi}` : '--';
}

/**
 * What is left until a deadline, in words: "2天3小时15分" above a day, "03:15:09" below it,
 * undefined once it has passed.
 */
export function formatRemaining(ms: number): string | undefined {
  if (!(ms > 0)) return undefined;
  const totalSeconds = Math.floor(ms / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (days > 0) return `${days}天${hours}小时${minutes}分`;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
