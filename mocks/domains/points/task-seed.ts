import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';

/**
 * The member centre's records of the demo investor 张伟 (openapi/paths/points.yaml, the same rows
 * as the examples): his points tasks (the four of an investor who opened his account in 2024-06
 * done, three open), the coupons two tasks gave him, the cards he holds from points, and the red
 * numbers of the member centre's entries.
 */

const me = DEMO_INVESTOR.customerId;

export const pointsTasks = defineCollection(
  'pointsTasks',
  z.object({
    customerId: z.string(),
    taskCode: z.enum([
      'COMPLETE_INFO',
      'BIND_CARD',
      'RISK_ASSESSMENT',
      'FIRST_SUBSCRIBE',
      'CRS_DECLARATION',
      'INVITE_FRIEND',
      'READ_ARTICLE',
    ]),
    name: z.string(),
    description: z.string(),
    points: z.number().int(),
    couponName: z.string().optional(),
    doneOn: z.string().optional(),
  }),
  {
    rows: () =>
      [
        {
          taskCode: 'COMPLETE_INFO' as const,
          name: '完善个人信息',
          description: '补充职业、地址等信息',
          points: 100,
          doneOn: '2024-06-18',
        },
        {
          taskCode: 'BIND_CARD' as const,
          name: '绑定银行卡',
          description: '绑定本人银行卡用于认购和收益分配',
          points: 100,
          doneOn: '2024-06-18',
        },
        {
          taskCode: 'RISK_ASSESSMENT' as const,
          name: '完成风险测评',
          description: '了解您的风险承受能力',
          points: 200,
          couponName: '0.20%认购加息券',
          doneOn: '2024-06-19',
        },
        {
          taskCode: 'FIRST_SUBSCRIBE' as const,
          name: '首次认购',
          description: '首次认购任一信托产品',
          points: 1000,
          couponName: '500元认购返现券',
          doneOn: '2024-06-25',
        },
        {
          taskCode: 'CRS_DECLARATION' as const,
          name: '完成税收居民身份声明',
          description: '按监管要求完成税收居民身份声明',
          points: 100,
        },
        {
          taskCode: 'INVITE_FRIEND' as const,
          name: '邀请好友',
          description: '每邀请一位好友完成实名认证',
          points: 200,
        },
        {
          taskCode: 'READ_ARTICLE' as const,
          name: '阅读投教文章',
          description: '每日阅读一篇投资者教育文章',
          points: 20,
        },
      ].map((row) => ({ customerId: me, ...row })),
  },
);

export const taskCoupons = defineCollection(
  'taskCoupons',
  z.object({
    customerId: z.string(),
    couponId: z.string(),
    name: z.string(),
    kind: z.enum(['RATE_UP', 'CASH_BACK']),
    faceValue: z.string(),
    minAmount: z.string().optional(),
    taskName: z.string(),
    obtainedOn: z.string(),
    validUntil: z.string(),
    status: z.enum(['UNUSED', 'USED', 'EXPIRED']),
  }),
  {
    rows: () => [
      {
        customerId: me,
        couponId: 'CP20240619000031',
        name: '0.20%认购加息券',
        kind: 'RATE_UP' as const,
        faceValue: '0.20',
        minAmount: '1000000.00',
        taskName: '完成风险测评',
        obtainedOn: '2024-06-19',
        validUntil: '2026-12-31',
        status: 'UNUSED' as const,
      },
      {
        customerId: me,
        couponId: 'CP20240625000044',
        name: '500元认购返现券',
        kind: 'CASH_BACK' as const,
        faceValue: '500.00',
        minAmount: '1000000.00',
        taskName: '首次认购',
        obtainedOn: '2024-06-25',
        validUntil: '2025-06-24',
        status: 'USED' as const,
      },
    ],
  },
);

export const storedCardSchema = z.object({
  customerId: z.string(),
  cardId: z.string(),
  name: z.string(),
  source: z.enum(['MALL', 'LOTTERY']),
  pointsCost: z.number().int().optional(),
  cardNoMasked: z.string().optional(),
  howToUse: z.string(),
  obtainedOn: z.string(),
  validUntil: z.string(),
  status: z.enum(['UNUSED', 'USED', 'EXPIRED']),
});

export const pointsCards = defineCollection('pointsCards', storedCardSchema, {
  rows: () => [
    {
      customerId: me,
      cardId: 'PC20261020000007',
      name: '国内机场贵宾厅单次券',
      source: 'MALL' as const,
      pointsCost: 3000,
      cardNoMasked: 'VIP8****2071',
      howToUse: '在合作机场贵宾厅出示券码，限本人使用一次',
      obtainedOn: '2026-10-20',
      validUntil: '2027-10-19',
      status: 'UNUSED' as const,
    },
    {
      customerId: me,
      cardId: 'PC20260812000003',
      name: '星巴克中杯饮品券',
      source: 'LOTTERY' as const,
      cardNoMasked: 'SBK5****8830',
      howToUse: '在星巴克门店出示券码兑换中杯饮品一杯',
      obtainedOn: '2026-08-12',
      validUntil: '2026-11-11',
      status: 'EXPIRED' as const,
    },
  ],
});

/** The red numbers of the member centre's entries (activityRed; clickOnNumber clears one). */
export const entryDots = defineCollection(
  'pointsEntryDots',
  z.object({
    customerId: z.string(),
    entry: z.enum(['LOTTERY', 'TASK', 'CARD', 'MALL']),
    count: z.number().int(),
  }),
  {
    rows: () =>
      (
        [
          ['LOTTERY', 3],
          ['TASK', 2],
          ['CARD', 1],
          ['MALL', 0],
        ] as const
      ).map(([entry, count]) => ({ customerId: me, entry, count })),
  },
);

/** This year's points by source that the mock keeps no records of (the invitation rewards, older draws, the mall). */
export const YEAR_BASE = { TASK: 0, INVITE: 2400, LOTTERY: 800, MALL: -3000 } as const;
