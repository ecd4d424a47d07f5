export interface PageWindowOptions {
  /** 1-based numbers of the pages that intersect the viewport now. */
  visible: readonly number[];
  pageCount: number;
  /** Pages rendered ahead and behind the visible ones, so a flick does not show blanks. */
  around?: number;
  /** Hard cap on rendered pages (each is a canvas holding megabytes on a phone). */
  max?: number;
  /** Where to start before anything has been seen (e.g. the resume page). */
  fallback?: number;
}

export const DEFAULT_AROUND = 1;
export const DEFAULT_MAX_RENDERED = 5;

/**
 * Which pages hold a rendered canvas: the visible ones plus `around` on each side, at most
 * `max` in all, trimmed from the side farther from the middle of the visible pages. Every other
 * page is a sized placeholder whose canvas has been released.
 */
export function pageWindow({
  visible,
  pageCount,
  around = DEFAULT_AROUND,
  max = DEFAULT_MAX_RENDERED,
  fallback = 1,
}: PageWindowOptions): number[] {
  if (pageCount < 1 || max < 1) return [];
  const clamp = (page: number) => Math.min(Math.max(Math.round(page), 1), pageCount);
  const shown = visible.filter((page) => Number.isInteger(page) && page >= 1 && page <= pageCount);
  const first = shown.length ? Math.min(...shown) : clamp(fallback);
  const last = shown.length ? Math.max(...shown) : clamp(fallback);
  let from = clamp(first - around);
  let to = clamp(last + around);
  const middle = (first + last) / 2;
  while (to - from + 1 > max) {
    // Drop the end farther from the middle; on a tie drop the one behind (reading goes down).
    if (middle - from >= to - middle) from += 1;
    else to -= 1;
  }
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
