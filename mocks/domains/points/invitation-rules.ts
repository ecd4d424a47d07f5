import type { Invitation } from '@gen/model/invitation';
import type { InvitationPage } from '@gen/model/invitationPage';
import type { MgmInviteInfo } from '@gen/model/mgmInviteInfo';
import type { SendInviteSmsData } from '@gen/model/sendInviteSmsData';
import type { SendInviteSmsRequest } from '@gen/model/sendInviteSmsRequest';
import { maskPhone } from '@mocks/db/masks';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { activityState, findActivity } from './activity-rules';
import {
  CUSTOMER_PHONES,
  DAILY_SMS_LIMIT,
  INVEST_REWARD,
  inviteCodes,
  invitations,
  REGISTER_REWARD,
  SAME_PHONE_HOURS,
  type StoredInvitation,
} from './invitation-seed';

/**
 * The invitation rules (mgm*): the code belongs to a running invitation activity; an SMS invitation goes to a number that is nobody's
 * account yet, once in 24 hours per number and ten a day; each friend earns the inviter 200
 * points on registration and 2,000 more on the first subscription.
 */

const rewardOf = (status: StoredInvitation['status']) =>
  status === 'INVITED' ? 0 : status === 'REGISTERED' ? REGISTER_REWARD : REGISTER_REWARD + INVEST_REWARD;

function toInvitation(row: StoredInvitation): Invitation {
  return {
    inviteId: row.inviteId,
    ...(row.friendName ? { friendNameMasked: row.friendName } : {}),
    friendPhoneMasked: maskPhone(row.friendPhone),
    channel: row.channel,
    status: row.status,
    invitedAt: row.invitedAt,
    rewardPoints: rewardOf(row.status),
  };
}

const mine = (customerId: string) =>
  invitations.findMany((q) => q.where({ customerId })).sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));

function codeOf(customerId: string) {
  const row = inviteCodes.findFirst((q) => q.where({ customerId }));
  if (!row) throw new Error(`[mock] no invite code for ${customerId}`);
  return row;
}

/**
 * The investor's code, checked against its activity. The demo investor has passed real-name
 * checks, so 05220102 (not yet verified) comes only from the scenario switch
 * (?mockCall=mgmInviteInfo&mock=status:05220102), like 05220101 while the year's activity runs.
 */
function usableCode(customerId: string) {
  const code = codeOf(customerId);
  const activity = findActivity(code.activityCode);
  if (!activity || activityState(activity) !== 'ONGOING') refuseWith('05220101');
  return { code, activity };
}

export function inviteInfo(customerId: string): MgmInviteInfo {
  const { code, activity } = usableCode(customerId);
  const all = mine(customerId);
  return {
    inviteCode: code.inviteCode,
    activityCode: activity.activityCode,
    activityName: activity.activityName,
    sharePath: `/phone/activityMiddlepage?activityCode=${activity.activityCode}&inviteCode=${code.inviteCode}`,
    rewardText: `好友完成实名认证得${REGISTER_REWARD}积分，完成首次认购再得${INVEST_REWARD.toLocaleString('en-US')}积分`,
    invitedCount: all.length,
    rewardedPoints: all.reduce((sum, row) => sum + rewardOf(row.status), 0),
    validUntil: activity.endDate,
  };
}

export function invitationPage(customerId: string, pageNum: number, pageSize: number): InvitationPage {
  const all = mine(customerId);
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toInvitation),
    total: all.length,
    pageNum,
    pageSize,
  };
}

/** Now in China time, as the contract writes it: 2026-11-22T10:30:00+08:00. */
const chinaNow = (now = Date.now()) => `${new Date(now + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

export async function sendInvitation(
  customerId: string,
  request: SendInviteSmsRequest,
  now = Date.now(),
): Promise<SendInviteSmsData> {
  usableCode(customerId);
  const phone = request.friendPhone;
  if (CUSTOMER_PHONES.includes(phone)) refuseWith('05220103');
  const sent = mine(customerId).filter((row) => row.channel === 'SMS');
  const since = (hours: number) => (row: StoredInvitation) =>
    now - Date.parse(row.invitedAt) < hours * 3_600_000;
  if (sent.some((row) => row.friendPhone === phone && since(SAME_PHONE_HOURS)(row))) refuseWith('05220105');
  const today = chinaNow(now).slice(0, 10);
  if (sent.filter((row) => row.invitedAt.startsWith(today)).length >= DAILY_SMS_LIMIT) refuseWith('05220104');
  const row = await invitations.create({
    inviteId: nextId('IV'),
    customerId,
    friendPhone: phone,
    channel: 'SMS',
    status: 'INVITED',
    invitedAt: chinaNow(now),
  });
  return { inviteId: row.inviteId, sentToMasked: maskPhone(phone), invitedAt: row.invitedAt };
}
