import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { ordersOf } from '../order/rules';
import { ORDER_TO_RECORD } from '../order/seed';

/**
 * The double-record domain's records (双录). A recording task follows from the order (helper
 * OR's orders: every order that needs recording, once signed); what the investor and the
 * reviewers did is stored here: the task's state once it leaves 待双录, the passed face checks
 * (tokens for initiateDr), the day's face-check attempts and the support records of failures.
 *
 * The story: 张伟's 追加 into 鑫享稳健1号 (OD202611200001) gets its task once signed; his
 * OD202611220004 (待双录) was recorded once and rejected by the reviewers: 重录.
 */

export const DR_STATUSES = ['PENDING', 'RECORDING', 'REVIEWING', 'PASSED', 'REJECTED'] as const;

export const drTaskSchema = z.object({
  orderNo: z.string(),
  investorId: z.string(),
  drId: z.string().optional(),
  status: z.enum(DR_STATUSES),
  rejectReason: z.string().optional(),
  updatedAt: z.string(),
  /** Script steps of the session, to check completeness at review. */
  scriptSteps: z.number().int().min(0).optional(),
  completedSteps: z.number().int().min(0).optional(),
  /** When the review finishes (epoch ms), while REVIEWING. */
  reviewDueAt: z.number().optional(),
  reviewedAt: z.string().optional(),
});
export type StoredDrTask = z.infer<typeof drTaskSchema>;

/** The seeded rejected recording (its order is 待双录 in the order mock). */
export const REJECTED_ORDER = ORDER_TO_RECORD;
export const REJECT_REASON = '录制中未完整朗读风险揭示内容，请重新录制';

export const drTasks = defineCollection('drTasks', drTaskSchema, {
  rows: () => {
    const rejected = ordersOf(DEMO_INVESTOR.customerId).find((o) => o.orderNo === REJECTED_ORDER);
    return rejected
      ? [
          {
            orderNo: REJECTED_ORDER,
            investorId: DEMO_INVESTOR.customerId,
            drId: 'DR202611220004',
            status: 'REJECTED' as const,
            rejectReason: REJECT_REASON,
            updatedAt: '2026-11-22T15:20:00+08:00',
            reviewedAt: '2026-11-22T15:20:00+08:00',
            scriptSteps: 8,
            completedSteps: 5,
          },
        ]
      : [];
  },
});

export const faceChecks = defineCollection(
  'drFaceChecks',
  z.object({ faceToken: z.string(), orderNo: z.string(), investorId: z.string(), expiresAt: z.number() }),
  { rows: () => [] },
);

export const faceAttempts = defineCollection(
  'drFaceAttempts',
  z.object({ investorId: z.string(), day: z.string(), count: z.number().int().min(0) }),
  { rows: () => [] },
);

export const sdkFailures = defineCollection(
  'drSdkFailures',
  z.object({
    orderNo: z.string().optional(),
    stage: z.string(),
    errorName: z.string(),
    errorMessage: z.string(),
    at: z.string(),
  }),
  { rows: () => [] },
);

/** Face checks a day (our proposal); the 6th answers 05171003. */
export const FACE_ATTEMPTS_PER_DAY = 5;
/** A passed face check is good for this long (FaceToken: 10分钟内有效). */
export const FACE_TOKEN_TTL_MS = 10 * 60 * 1000;
/** The mock's reviewers take this long (质检中 → 通过 / 不通过). */
export const REVIEW_MS = 3000;

/**
 * Mock options for tests and the demo: service hours enforced (05171002); a short script (every
 * step's minimum 1 s, like the order mock's short clock) so a whole recording takes seconds.
 */
export const drOptions = { enforceServiceHours: false, shortScript: false };
export function setDrOptions(options: Partial<typeof drOptions>): void {
  Object.assign(drOptions, options);
}
