import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { addDays, chinaToday } from './seed';

/**
 * The invitation (mgm*) records of the points mock: the demo investor 张伟's invite code, the
 * invitation activity it belongs to, and the three friends he invited (one by SMS not yet
 * registered, one registered, one who has subscribed), as in the contract's examples
 * (openapi/paths/points.yaml). Activities and the advisers' marketing tools are in
 * activity-seed.ts.
 */

/** Points an invitation earns: 200 when the friend completes real-name checks, 2,000 more on the first subscription. */
export const REGISTER_REWARD = 200;
export const INVEST_REWARD = 2000;
/** SMS invitations a day, and the hours before the same number may be invited again. */
export const DAILY_SMS_LIMIT = 10;
export const SAME_PHONE_HOURS = 24;

/** Another investor's code, for the demo investor to accept (inviteAdd): 刘芳's in MGM2026. */
export const FRIEND_INVITE = {
  customerId: 'C20190301000021',
  ownerName: '刘芳',
  inviteCode: 'LF6T2N',
} as const;

export const inviteCodes = defineCollection(
  'inviteCodes',
  z.object({
    customerId: z.string(),
    inviteCode: z.string(),
    activityCode: z.string(),
    /** The owner's name when he is not the demo investor. */
    ownerName: z.string().optional(),
  }),
  {
    rows: () => [
      { customerId: DEMO_INVESTOR.customerId, inviteCode: 'ZW8K3Q', activityCode: 'MGM2026' },
      { ...FRIEND_INVITE, activityCode: 'MGM2026' },
    ],
  },
);

/** The invitations accepted (inviteAdd): one per investor. */
export const inviteAcceptances = defineCollection(
  'inviteAcceptances',
  z.object({
    customerId: z.string(),
    inviteCode: z.string(),
    activityCode: z.string(),
    acceptedAt: z.string(),
  }),
  { rows: () => [] },
);

export const storedInvitationSchema = z.object({
  inviteId: z.string(),
  customerId: z.string(),
  /** The full number, as a server stores it; masked on the way out. */
  friendPhone: z.string(),
  friendName: z.string().optional(),
  channel: z.enum(['QRCODE', 'SMS']),
  status: z.enum(['INVITED', 'REGISTERED', 'INVESTED']),
  invitedAt: z.string(),
});
export type StoredInvitation = z.infer<typeof storedInvitationSchema>;

/** 2026-11-05T10:20:00+08:00 for a China day and a time. */
const at = (date: string, time: string) => `${date}T${time}+08:00`;

export const invitations = defineCollection('invitations', storedInvitationSchema, {
  rows: () => {
    const today = chinaToday();
    return [
      {
        inviteId: 'IV20261105000012',
        customerId: DEMO_INVESTOR.customerId,
        friendPhone: '13912342468',
        friendName: '李*',
        channel: 'QRCODE' as const,
        status: 'INVESTED' as const,
        invitedAt: at(addDays(today, -17), '10:20:00'),
      },
      {
        inviteId: 'IV20261109000019',
        customerId: DEMO_INVESTOR.customerId,
        friendPhone: '18621183307',
        friendName: '王*',
        channel: 'QRCODE' as const,
        status: 'REGISTERED' as const,
        invitedAt: at(addDays(today, -13), '14:32:00'),
      },
      {
        inviteId: 'IV20261118000027',
        customerId: DEMO_INVESTOR.customerId,
        friendPhone: '13700319021',
        channel: 'SMS' as const,
        status: 'INVITED' as const,
        invitedAt: at(addDays(today, -4), '19:05:00'),
      },
    ];
  },
});

/** Numbers that already belong to an investor (the demo investor's own among them). */
export const CUSTOMER_PHONES: readonly string[] = [DEMO_INVESTOR.phone, '13912342468', '18621183307'];
