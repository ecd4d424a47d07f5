import type { CertificationConditions } from '@gen/model/certificationConditions';
import type { CertificationImageData } from '@gen/model/certificationImageData';
import type { CertificationStatusData } from '@gen/model/certificationStatusData';
import type { CreateQualifierFlowData } from '@gen/model/createQualifierFlowData';
import type { CreateQualifierFlowRequest } from '@gen/model/createQualifierFlowRequest';
import type { QualifierFlow } from '@gen/model/qualifierFlow';
import { addDays, chinaToday, daysLeft } from '@/features/risk/model/rules';
import { refuseWith } from '@mocks/http/refusal';
import { uploadedImages } from '../content/advice-seed';
import { nowDateTime } from './clock';
import { investorProfile, recordQualificationReview, recordQualificationSubmitted } from './profile';
import { qualifyReviewMode, REVIEW_REJECT_REASON } from './qualify-review';
import { CONDITIONS, qualifierFlows, REVIEW_DAYS, wayTitle, type StoredFlow } from './qualify-seed';
import { QUALIFIED_VALID_DAYS } from './seed';

/**
 * The mock server's qualified-investor rules, as the contract describes them
 * (openapi/paths/risk.yaml): a request goes into review and the profile says 审核中; another one
 * is refused while it is (05080201) and while an approval counts for more than 30 more days
 * (05080202); its images must be the investor's own proof uploads (05080203); a request that is
 * not the investor's is 05080205. The review is decided by the review switch (qualify-review.ts).
 */

/** An approval with more days left than this refuses a new request (our proposal). */
export const RENEW_WITHIN_DAYS = 30;

const flowsOf = (investorId: string): StoredFlow[] =>
  qualifierFlows
    .findMany((q) => q.where({ investorId }))
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));

/** The reviewer, played by the review switch: decides every request in review. */
async function reviewPending(investorId: string): Promise<void> {
  const mode = qualifyReviewMode();
  if (!mode) return;
  const today = chinaToday();
  for (const flow of flowsOf(investorId).filter((f) => f.status === 'REVIEWING')) {
    const record = qualifierFlows.findFirst((q) => q.where({ flowNo: flow.flowNo }));
    if (!record) continue;
    await qualifierFlows.update(record, {
      data(draft) {
        draft.reviewedAt = nowDateTime();
        if (mode === 'approve') {
          draft.status = 'APPROVED';
          draft.validUntil = addDays(today, QUALIFIED_VALID_DAYS);
        } else {
          draft.status = 'REJECTED';
          draft.rejectReason = REVIEW_REJECT_REASON;
        }
      },
    });
    await recordQualificationReview(
      investorId,
      mode === 'approve' ? { approved: true } : { approved: false, reason: REVIEW_REJECT_REASON },
      today,
    );
  }
}

export function certificationConditions(): CertificationConditions {
  return structuredClone(CONDITIONS);
}

export async function certificationStatus(investorId: string): Promise<CertificationStatusData> {
  await reviewPending(investorId);
  const profile = investorProfile(investorId);
  const latest = flowsOf(investorId)[0];
  const approved = profile.qualifiedState === 'CERTIFIED' || profile.qualifiedState === 'EXPIRED';
  return {
    qualifiedState: profile.qualifiedState,
    qualifiedStateName: profile.qualifiedStateName,
    ...(approved && profile.qualifiedOn ? { certifiedOn: profile.qualifiedOn } : {}),
    ...(approved && profile.qualifiedValidUntil ? { validUntil: profile.qualifiedValidUntil } : {}),
    ...(profile.qualifiedRejectReason ? { rejectReason: profile.qualifiedRejectReason } : {}),
    ...(latest
      ? { latestFlowNo: latest.flowNo, latestSubmittedAt: latest.submittedAt, latestWay: latest.way }
      : {}),
  };
}

export function toQualifierFlow(flow: StoredFlow): QualifierFlow {
  return {
    flowNo: flow.flowNo,
    way: flow.way,
    wayName: wayTitle(flow.way),
    status: flow.status,
    submittedAt: flow.submittedAt,
    ...(flow.reviewedAt ? { reviewedAt: flow.reviewedAt } : {}),
    ...(flow.validUntil ? { validUntil: flow.validUntil } : {}),
    ...(flow.rejectReason ? { rejectReason: flow.rejectReason } : {}),
    proofCount: flow.proofFileIds.length,
    experienceCount: flow.experienceFileIds.length,
  };
}

export async function qualifierFlowPage(
  investorId: string,
  { pageNum, pageSize }: { pageNum: number; pageSize: number },
) {
  await reviewPending(investorId);
  const all = flowsOf(investorId);
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toQualifierFlow),
    total: all.length,
    pageNum,
    pageSize,
  };
}

export function certificationImages(investorId: string, flowNo: string): CertificationImageData {
  const flow = qualifierFlows.findFirst((q) => q.where({ investorId, flowNo }));
  if (!flow) refuseWith('05080205');
  return {
    flowNo,
    images: [
      ...flow.proofFileIds.map((fileId) => ({
        fileId,
        proofType: CONDITIONS.ways.find((w) => w.way === flow.way)?.proofType ?? ('FINANCIAL' as const),
      })),
      ...flow.experienceFileIds.map((fileId) => ({ fileId, proofType: 'EXPERIENCE' as const })),
    ],
  };
}

let serial = 0;

/** A new flow number, never one a flow kept from an earlier page load holds. */
function nextFlowNo(today: string): string {
  for (;;) {
    const flowNo = `QF${today.replaceAll('-', '')}${String(9000 + (++serial % 1000)).padStart(4, '0')}`;
    if (!qualifierFlows.findFirst((q) => q.where({ flowNo }))) return flowNo;
  }
}

export async function createQualifierFlow(
  investorId: string,
  request: CreateQualifierFlowRequest,
): Promise<CreateQualifierFlowData> {
  const profile = investorProfile(investorId);
  const today = chinaToday();
  if (profile.qualifiedState === 'REVIEWING' || flowsOf(investorId).some((f) => f.status === 'REVIEWING'))
    refuseWith('05080201');
  if (
    profile.qualifiedState === 'CERTIFIED' &&
    profile.qualifiedValidUntil &&
    daysLeft(profile.qualifiedValidUntil, today) > RENEW_WITHIN_DAYS
  )
    refuseWith('05080202');
  const fileIds = [...request.proofFileIds, ...request.experienceFileIds];
  const mine = (fileId: string) =>
    uploadedImages.findFirst((q) => q.where({ fileId, investorId, bizType: 'QUALIFIED_PROOF' })) !==
    undefined;
  if (new Set(fileIds).size !== fileIds.length || !fileIds.every(mine)) refuseWith('05080203');
  const submittedAt = nowDateTime();
  const flowNo = nextFlowNo(today);
  await qualifierFlows.create({
    flowNo,
    investorId,
    way: request.way,
    status: 'REVIEWING',
    proofFileIds: [...request.proofFileIds],
    experienceFileIds: [...request.experienceFileIds],
    submittedAt,
  });
  await recordQualificationSubmitted(investorId, today);
  return { flowNo, status: 'REVIEWING', submittedAt, reviewDays: REVIEW_DAYS };
}
