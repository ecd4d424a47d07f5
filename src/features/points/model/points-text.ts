import Big from 'big.js';
import { formatMoney } from '@/format/money';

/** 12680 → 12,680 (points are whole numbers). */
export const pointsText = (points: number) => String(points).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 39779600.00 → 3,977.96万元 (big.js, two decimals). */
export const tenThousandText = (amount: string) =>
  `${formatMoney(new Big(amount).div(10000).toFixed(2))}万元`;

/** What the next level still needs, in 万元; undefined when already there or at the top. */
export function gapText(averageAssets: string, nextLevelAssets: string | undefined): string | undefined {
  if (!nextLevelAssets) return undefined;
  const gap = new Big(nextLevelAssets).minus(averageAssets);
  return gap.gt(0) ? tenThousandText(gap.toFixed(2)) : undefined;
}

/** The days of a month as a calendar grid: leading blanks to Monday, then 1…n as YYYY-MM-DD. */
export function monthGrid(month: string): (string | null)[] {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, m - 1, 1));
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday first
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d += 1) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  return cells;
}
