import type { ActivityState } from '@gen/model/activityState';
import type { ActivityStatus } from '@gen/model/activityStatus';
import type { ActivityStatusRequest } from '@gen/model/activityStatusRequest';
import type { MarketTool } from '@gen/model/marketTool';
import { maskName } from './names';
import { managers } from '../customer/seed';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { refuseWith } from '@mocks/http/refusal';
import { chinaToday } from './seed';
import { seedActivities, seedMarketTools, type SeedActivity, type SeedMarketTool } from './activity-seed';
import { inviteCodes } from './invitation-seed';

/**
 * Activity links and the advisers' marketing tools. An activity is NOT_STARTED, ONGOING or ENDED
 * by its dates (China days, both ends included); only an ongoing one names where it leads. A
 * tool's link goes through the TOOL2026 activity to the tool's own page; an expired tool is
 * 05220201, a withdrawn one (sold out, article taken down) 05220202, an unknown code 05220201.
 */

export const findActivity = (code: string): SeedActivity | undefined =>
  seedActivities().find((row) => row.activityCode === code);

export function activityState(activity: SeedActivity, today = chinaToday()): ActivityState {
  if (today < activity.startDate) return 'NOT_STARTED';
  if (today > activity.endDate) return 'ENDED';
  return 'ONGOING';
}

function usableTool(toolCode: string): SeedMarketTool {
  const tool = seedMarketTools().find((row) => row.toolCode === toolCode);
  if (!tool || tool.validUntil < chinaToday()) refuseWith('05220201');
  if (tool.withdrawn) refuseWith('05220202');
  return tool;
}

export function marketTool(toolCode: string): MarketTool {
  const tool = usableTool(toolCode);
  const adviser = managers.findFirst((q) => q.where({ managerCode: tool.managerCode }));
  if (!adviser) throw new Error(`[mock] no manager ${tool.managerCode}`);
  return {
    toolCode: tool.toolCode,
    kind: tool.kind,
    title: tool.title,
    summary: tool.summary,
    ...(tool.riskLevel ? { riskLevel: tool.riskLevel } : {}),
    adviser: {
      managerCode: adviser.managerCode,
      managerName: adviser.managerName,
      title: adviser.title,
      branchName: adviser.branchName,
      phone: adviser.phone,
      certificateNo: adviser.certificateNo,
    },
    sharePath: `/phone/activityMiddlepage?activityCode=TOOL2026&toolCode=${tool.toolCode}`,
    validUntil: tool.validUntil,
  };
}

/** Who invited: the code's owner, masked (张*). */
export function inviterOf(inviteCode: string | undefined): string | undefined {
  if (!inviteCode) return undefined;
  const owner = inviteCodes.findFirst((q) => q.where({ inviteCode }));
  if (!owner) return undefined;
  return maskName(
    owner.customerId === DEMO_INVESTOR.customerId ? DEMO_INVESTOR.name : (owner.ownerName ?? ''),
  );
}

export function activityStatus(request: ActivityStatusRequest): ActivityStatus {
  const activity = findActivity(request.activityCode);
  if (!activity) refuseWith('05220301');
  const state = activityState(activity);
  // An adviser's link leads to the tool's page; a tool no longer shared is refused as such.
  const tool = state === 'ONGOING' && request.toolCode ? usableTool(request.toolCode) : undefined;
  const inviter = inviterOf(request.inviteCode);
  return {
    activityCode: activity.activityCode,
    activityName: activity.activityName,
    state,
    startDate: activity.startDate,
    endDate: activity.endDate,
    ...(state === 'ONGOING' ? { target: tool?.target ?? activity.target } : {}),
    needLogin: tool ? tool.kind === 'PRODUCT' : activity.needLogin,
    ...(inviter ? { inviterNameMasked: inviter } : {}),
  };
}
