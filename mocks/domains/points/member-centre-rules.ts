import type { ActivityEntry } from '@gen/model/activityEntry';
import type { ActivityRed } from '@gen/model/activityRed';
import type { IntegralSum } from '@gen/model/integralSum';
import type { PointMallUrl } from '@gen/model/pointMallUrl';
import type { PointsCard } from '@gen/model/pointsCard';
import type { PointsTask } from '@gen/model/pointsTask';
import type { TaskCoupon } from '@gen/model/taskCoupon';
import { nextId } from '@mocks/db/next-id';
import { DRAW_ACTIVITY, lotteryAccounts } from './lottery-seed';
import { chinaToday, signIns } from './seed';
import { entryDots, pointsCards, pointsTasks, taskCoupons, YEAR_BASE } from './task-seed';

/**
 * The member centre's reads on the points mock: tasks (done or not, as seeded), the coupons and
 * cards (newest first), this year's points by source (sign-ins and draws as they happen, the rest
 * from the seed), the red numbers of the entries (a tap clears one), and the mall's sign-on
 * address (a fresh ticket each time; the demo's mall is a page the demo serves beside the app).
 */

const newestFirst = <T extends { obtainedOn: string }>(rows: T[]) =>
  [...rows].sort((a, b) => b.obtainedOn.localeCompare(a.obtainedOn));

export function tasksOf(customerId: string): PointsTask[] {
  return pointsTasks
    .findMany((q) => q.where({ customerId }))
    .map(({ customerId: _, doneOn, ...task }) => ({
      ...task,
      status: doneOn ? ('DONE' as const) : ('TODO' as const),
      ...(doneOn ? { doneOn } : {}),
    }));
}

export function couponsOf(customerId: string): TaskCoupon[] {
  return newestFirst(taskCoupons.findMany((q) => q.where({ customerId }))).map(
    ({ customerId: _, ...coupon }) => coupon,
  );
}

export function cardsOf(customerId: string): PointsCard[] {
  return newestFirst(pointsCards.findMany((q) => q.where({ customerId }))).map(
    ({ customerId: _, ...card }) => card,
  );
}

export function yearSum(customerId: string, year?: number): IntegralSum {
  const shown = year ?? Number(chinaToday().slice(0, 4));
  const thisYear = shown === Number(chinaToday().slice(0, 4));
  const signIn = signIns
    .findMany((q) => q.where({ customerId }))
    .filter((row) => row.signDate.startsWith(String(shown)))
    .reduce((sum, row) => sum + row.points, 0);
  const won =
    lotteryAccounts.findFirst((q) => q.where({ customerId, activityCode: DRAW_ACTIVITY }))?.pointsWon ?? 0;
  const base = thisYear ? YEAR_BASE : { TASK: 0, INVITE: 0, LOTTERY: 0, MALL: 0 };
  const bySource = [
    { source: 'SIGN_IN' as const, points: signIn },
    { source: 'TASK' as const, points: base.TASK },
    { source: 'INVITE' as const, points: base.INVITE },
    { source: 'LOTTERY' as const, points: base.LOTTERY + (thisYear ? won : 0) },
    { source: 'MALL' as const, points: base.MALL },
  ];
  const earned = bySource.filter((row) => row.points > 0).reduce((sum, row) => sum + row.points, 0);
  const used = -bySource.filter((row) => row.points < 0).reduce((sum, row) => sum + row.points, 0);
  return { year: shown, earned, used, expired: 0, bySource };
}

export function redDots(customerId: string): ActivityRed {
  const entries = (['LOTTERY', 'TASK', 'CARD', 'MALL'] as const).map((entry) => ({
    entry,
    count: entryDots.findFirst((q) => q.where({ customerId, entry }))?.count ?? 0,
  }));
  return { total: entries.reduce((sum, row) => sum + row.count, 0), entries };
}

export async function addDot(customerId: string, entry: ActivityEntry, by: number): Promise<void> {
  const row = entryDots.findFirst((q) => q.where({ customerId, entry }));
  if (!row) await entryDots.create({ customerId, entry, count: by });
  else
    await entryDots.update(row, {
      data(draft) {
        draft.count = Math.min(99, draft.count + by);
      },
    });
}

export async function clearDot(customerId: string, entry: ActivityEntry): Promise<ActivityRed> {
  const row = entryDots.findFirst((q) => q.where({ customerId, entry }));
  if (row)
    await entryDots.update(row, {
      data(draft) {
        draft.count = 0;
      },
    });
  return redDots(customerId);
}

/** The mall's sign-on address: `mall` is the demo's mall page (mocks/http/demo-pages). */
export function mallUrl(mall: URL, page: 'HOME' | 'ORDERS' = 'HOME'): PointMallUrl {
  const url = new URL(mall);
  url.search = new URLSearchParams({ page, ticket: nextId('JF') }).toString();
  return { url: url.href, expiresInSeconds: 300 };
}
