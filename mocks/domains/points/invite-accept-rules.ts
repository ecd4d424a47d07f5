import type { InviteAddRequest } from '@gen/model/inviteAddRequest';
import type { InviteAddResult } from '@gen/model/inviteAddResult';
import { refuseWith } from '@mocks/http/refusal';
import { activityState, findActivity, inviterOf } from './activity-rules';
import { inviteAcceptances, inviteCodes } from './invitation-seed';

/**
 * Accepting an invitation (inviteAdd): the code must belong to the running activity it names
 * (05220108 otherwise), not to the investor himself (05220107), and an investor accepts one
 * invitation only (05220106).
 */
export async function acceptInvitation(
  customerId: string,
  request: InviteAddRequest,
): Promise<InviteAddResult> {
  const owner = inviteCodes.findFirst((q) => q.where({ inviteCode: request.inviteCode }));
  const activity = findActivity(request.activityCode);
  if (
    !owner ||
    !activity ||
    owner.activityCode !== activity.activityCode ||
    activityState(activity) !== 'ONGOING'
  )
    refuseWith('05220108');
  if (owner.customerId === customerId) refuseWith('05220107');
  if (inviteAcceptances.findFirst((q) => q.where({ customerId }))) refuseWith('05220106');
  const acceptedAt = `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
  await inviteAcceptances.create({
    customerId,
    inviteCode: owner.inviteCode,
    activityCode: activity.activityCode,
    acceptedAt,
  });
  return {
    activityCode: activity.activityCode,
    activityName: activity.activityName,
    inviterNameMasked: inviterOf(owner.inviteCode) ?? '',
    acceptedAt,
  };
}
