import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';

/**
 * The points mock's records: the demo investor 张伟's points account (白金卡会员 by his average
 * daily assets of the last three months, 39,779,600.00 元 = the holding domain's 总资产) and his
 * sign-ins. Sign-ins are seeded relative to today: the three days before today in a row (so the
 * 7-day bonus is four days away) and three scattered days earlier this month, today not yet.
 * The same story as the contract's examples (openapi/paths/points.yaml).
 */

export const SIGN_IN_POINTS = 10;
export const STREAK_BONUS_DAYS = 7;
export const STREAK_BONUS_POINTS = 50;

export const pointsAccounts = defineCollection(
  'pointsAccounts',
  z.object({
    customerId: z.string(),
    availablePoints: z.number().int(),
    totalEarned: z.number().int(),
    expiringPoints: z.number().int(),
    expiringOn: z.string(),
    averageAssets: z.string(),
  }),
  {
    rows: () => [
      {
        customerId: DEMO_INVESTOR.customerId,
        availablePoints: 12680,
        totalEarned: 18950,
        expiringPoints: 1200,
        expiringOn: '2026-12-31',
        averageAssets: '39779600.00',
      },
    ],
  },
);

/** Today in China (UTC+8), YYYY-MM-DD. */
export const chinaToday = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const signIns = defineCollection(
  'signIns',
  z.object({ customerId: z.string(), signDate: z.string(), points: z.number().int() }),
  {
    rows: () => {
      const today = chinaToday();
      return [-17, -16, -10, -3, -2, -1].map((offset) => ({
        customerId: DEMO_INVESTOR.customerId,
        signDate: addDays(today, offset),
        points: SIGN_IN_POINTS,
      }));
    },
  },
);
