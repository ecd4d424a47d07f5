import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';

/**
 * What the auth mock stores: SMS tickets (login and the generic business SMS), failed login
 * attempts per phone (the captcha gate and the lock), image captchas, WeCom OAuth states and the
 * investors' login names. Nothing is seeded: every run starts with no codes sent and no failures.
 */

/** The fixed SMS code the mock accepts for every send (README: "SMS code 123456"). */
export const MOCK_SMS_CODE = '123456';
export const SMS_RESEND_SECONDS = 60;
export const SMS_VALID_SECONDS = 300;
/** The third wrong code for a phone turns the image captcha on (05200009, then 05200003). */
export const CAPTCHA_AFTER_FAILURES = 3;
/** The tenth wrong code locks the phone for 30 minutes (05200006). */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MINUTES = 30;
export const CAPTCHA_VALID_SECONDS = 120;

/** The captchas the mock draws, in turn: legible, no look-alikes (0/O, 1/I/l). */
export const CAPTCHA_ANSWERS = ['7K3M', '4PX9', 'H2WD', 'R8TC', '5NVE', 'B6QY'] as const;

/** The mock's WeCom app (the contract's example). */
export const QW_CORP_ID = 'ww3f2a9c1d7e5b8a60';
export const QW_AGENT_ID = '1000007';
/** A WeCom code starting with this belongs to a WeCom user bound to no investor (05200007). */
export const QW_UNBOUND_PREFIX = 'UNBOUND';

export const authSmsTicketSchema = z.object({
  smsSerialNo: z.string(),
  /** LOGIN for the login code; otherwise a BusiSmsType. */
  bizType: z.string(),
  bizNo: z.string().optional(),
  phone: z.string(),
  /** The investor a business code was sent for (absent for login codes). */
  investorId: z.string().optional(),
  code: z.string(),
  sentAt: z.number(),
  expiresAt: z.number(),
  /** Spent by a verifying write, or voided by the captcha gate. */
  used: z.boolean(),
});
export type AuthSmsTicket = z.infer<typeof authSmsTicketSchema>;

export const authSmsTickets = defineCollection('authSmsTickets', authSmsTicketSchema, { rows: () => [] });

export const loginAttempts = defineCollection(
  'loginAttempts',
  z.object({
    phone: z.string(),
    failures: z.number().int().min(0),
    lockedUntil: z.number().optional(),
  }),
  { rows: () => [] },
);

export const captchas = defineCollection(
  'captchas',
  z.object({ captchaId: z.string(), answer: z.string(), expiresAt: z.number(), used: z.boolean() }),
  { rows: () => [] },
);

export const qwStates = defineCollection('qwStates', z.object({ state: z.string(), used: z.boolean() }), {
  rows: () => [],
});

/** Login names (setLoginName); the demo investor starts with one, so loginNameSet is true. */
export const loginNames = defineCollection(
  'loginNames',
  z.object({ customerId: z.string(), loginName: z.string() }),
  { rows: () => [{ customerId: DEMO_INVESTOR.customerId, loginName: 'zhangwei_1978' }] },
);

/** Names other (unseen) investors hold: setLoginName refuses them with 05200010. */
export const TAKEN_LOGIN_NAMES: readonly string[] = ['admin', 'huaxin', 'zhangwei', 'wangfang'];

/** Registered partners (getAuthCode / getShortToken): the contract's example, the points mall. */
export const PARTNERS: readonly { clientId: string; name: string; callbackOrigins: readonly string[] }[] = [
  { clientId: 'hxmall01', name: '华信积分商城', callbackOrigins: ['https://mall.huaxintrust.example'] },
];
