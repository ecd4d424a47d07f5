import { z } from 'zod';
import type { LotteryPrize } from '@gen/model/lotteryPrize';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';

/**
 * The lucky draw of the points mock: DRAW2026 runs all year (dated from today's year), the demo
 * investor 张伟 has three chances, and the board's eight prizes (openapi/paths/points.yaml's
 * example). The prize of each draw is decided here, by a fixed sequence, so tests and the demo
 * are repeatable: 88积分, 谢谢参与, 咖啡券, 18积分, …
 */

export const DRAW_ACTIVITY = 'DRAW2026';
export const DRAW_NAME = '积分幸运抽奖';
export const DRAW_RULES =
  '每日签到获得1次抽奖机会，完成积分任务获得1次；每次抽奖消耗1次机会，奖品以页面结果为准，积分即时到账，卡券在「我的卡券」查看。';

export const PRIZES: readonly LotteryPrize[] = [
  { prizeCode: 'P500', name: '500积分', kind: 'POINTS', points: 500, slot: 0 },
  { prizeCode: 'PTHX', name: '谢谢参与', kind: 'THANKS', slot: 1 },
  { prizeCode: 'P88', name: '88积分', kind: 'POINTS', points: 88, slot: 2 },
  { prizeCode: 'CVIP', name: '机场贵宾厅券', kind: 'CARD', slot: 3 },
  { prizeCode: 'P18', name: '18积分', kind: 'POINTS', points: 18, slot: 4 },
  { prizeCode: 'CCOF', name: '咖啡券', kind: 'CARD', slot: 5 },
  { prizeCode: 'P188', name: '188积分', kind: 'POINTS', points: 188, slot: 6 },
  { prizeCode: 'PTHX2', name: '谢谢参与', kind: 'THANKS', slot: 7 },
];

/** The prizes drawn one after another (by the investor's number of draws). */
export const DRAW_SEQUENCE: readonly string[] = [
  'P88',
  'PTHX',
  'CCOF',
  'P18',
  'P188',
  'PTHX2',
  'P500',
  'CVIP',
];

/** What a card prize gives: the card's name and how to use it. */
export const CARD_PRIZES: Record<string, { name: string; howToUse: string; days: number }> = {
  CVIP: { name: '国内机场贵宾厅单次券', howToUse: '在合作机场贵宾厅出示券码，限本人使用一次', days: 365 },
  CCOF: { name: '星巴克中杯饮品券', howToUse: '在星巴克门店出示券码兑换中杯饮品一杯', days: 90 },
};

export const lotteryAccounts = defineCollection(
  'lotteryAccounts',
  z.object({
    customerId: z.string(),
    activityCode: z.string(),
    chancesLeft: z.number().int(),
    drawsMade: z.number().int(),
    /** Points won in draws this year, for integralSum. */
    pointsWon: z.number().int(),
  }),
  {
    rows: () => [
      {
        customerId: DEMO_INVESTOR.customerId,
        activityCode: DRAW_ACTIVITY,
        chancesLeft: 3,
        drawsMade: 0,
        pointsWon: 0,
      },
    ],
  },
);
