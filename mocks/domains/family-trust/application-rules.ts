import Big from 'big.js';
import type { ChangeOfTermRequest } from '@gen/model/changeOfTermRequest';
import type { ConditionalDistributionRequest } from '@gen/model/conditionalDistributionRequest';
import type { FamilySignRequest } from '@gen/model/familySignRequest';
import type { TempDistributionRequest } from '@gen/model/tempDistributionRequest';
import type { TrustApplication } from '@gen/model/trustApplication';
import type { Investor } from '@mocks/db/db';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { redeemBusiSms } from '../auth/sms-tickets';
import { type StoredApplication, trustApplications } from './application-seed';
import { chinaDate, chinaNow } from './clock';
import { familyReviewMode } from './review';
import { isSettlor, maskName, myBeneficiary, visibleTrust } from './rules';
import { trustBeneficiaries } from './seed';

/**
 * The family-trust client's acts on the mock (codes 0519xxxx): signing an agreement the family
 * office prepared (05190020 when it is not waiting for a signature), applying for a conditional or
 * a temporary distribution or a change of term (05190021 one of a kind in review per trust,
 * 05190022 above the single-distribution limit, 05190023 settlor only, 05190024 a bad new date).
 * Every act is checked first and confirmed by the business SMS last (bizType OTHER: bizNo the
 * agreement number or the trust code; 05190006 wrong, 05190007 spent or expired). An application
 * stays 审核中 until the demo's review switch (?mockFamilyReview, ./review.ts) decides it at the
 * next read, like the account change.
 */

/** The trust contract's single-distribution limit (our proposal for the demo's trust). */
export const DISTRIBUTION_LIMIT = '1000000.00';
export const APPLICATION_REJECT_REASON = '申请材料不完整，请补充相关证明后重新提交';

const view = ({ investorId: _, ...row }: StoredApplication): TrustApplication => row;

async function decidePending(investorId: string): Promise<void> {
  const mode = familyReviewMode();
  if (!mode) return;
  const decidedAt = chinaNow();
  for (const row of trustApplications.findMany((q) => q.where({ investorId, status: 'REVIEWING' })))
    await trustApplications.update(row, {
      data(draft) {
        draft.status = mode === 'approve' ? 'APPROVED' : 'REJECTED';
        draft.decidedAt = decidedAt;
        if (mode === 'reject') draft.reviewNote = APPLICATION_REJECT_REASON;
      },
    });
}

export async function listApplications(investor: Investor, trustCode?: string): Promise<TrustApplication[]> {
  if (trustCode) visibleTrust(investor.customerId, trustCode);
  await decidePending(investor.customerId);
  return trustApplications
    .findMany((q) => q.where({ investorId: investor.customerId }))
    .filter((row) => !trustCode || row.trustCode === trustCode)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(view);
}

async function confirmBySms(
  investor: Investor,
  bizNo: string,
  proof: { smsCode: string; smsSerialNo: string },
) {
  const verdict = await redeemBusiSms({ investorId: investor.customerId, bizType: 'OTHER', bizNo, ...proof });
  if (verdict === 'expired') refuseWith('05190007');
  if (verdict === 'wrong') refuseWith('05190006');
}

export async function signAgreement(
  investor: Investor,
  kind: 'TRUST_CONTRACT' | 'SUPPLEMENT',
  request: FamilySignRequest,
): Promise<TrustApplication> {
  const row = trustApplications.findFirst((q) =>
    q.where({ investorId: investor.customerId, applyNo: request.agreementNo }),
  );
  if (!row || row.kind !== kind || row.status !== 'TO_SIGN') refuseWith('05190020');
  await confirmBySms(investor, row.applyNo, request);
  const updated = await trustApplications.update(row, {
    data(draft) {
      draft.status = 'REVIEWING';
      draft.submittedAt = chinaNow();
    },
  });
  return view(updated ?? row);
}

type ApplyKind = 'CONDITIONAL_DISTRIBUTION' | 'TEMP_DISTRIBUTION' | 'TERM_CHANGE';

function checkApply(investor: Investor, trustCode: string, kind: ApplyKind) {
  const trust = visibleTrust(investor.customerId, trustCode);
  const settlor = isSettlor(trust, investor.customerId);
  if (kind !== 'CONDITIONAL_DISTRIBUTION' && !settlor) refuseWith('05190023');
  const pending = trustApplications.findFirst((q) =>
    q.where({ investorId: investor.customerId, trustCode, kind, status: 'REVIEWING' }),
  );
  if (pending) refuseWith('05190021');
  return { trust, settlor };
}

/** The beneficiary asked for: any of the trust's for the settlor, himself for a beneficiary. */
function beneficiaryOf(investor: Investor, trustCode: string, beneficiaryId: string, settlor: boolean) {
  const row = trustBeneficiaries.findFirst((q) => q.where({ trustCode, beneficiaryId }));
  const mine = myBeneficiary(investor.customerId, trustCode);
  if (!row || (!settlor && row.beneficiaryId !== mine?.beneficiaryId)) refuseWith('05190001');
  return row.investorId === investor.customerId ? row.name : maskName(row.name);
}

async function record(
  investor: Investor,
  trust: { trustCode: string; trustName: string },
  fields: Omit<
    StoredApplication,
    'applyNo' | 'investorId' | 'trustCode' | 'trustName' | 'status' | 'createdAt'
  >,
): Promise<TrustApplication> {
  const now = chinaNow();
  const stored = await trustApplications.create({
    applyNo: nextId('FA'),
    investorId: investor.customerId,
    trustCode: trust.trustCode,
    trustName: trust.trustName,
    status: 'REVIEWING',
    createdAt: now,
    submittedAt: now,
    ...fields,
  });
  return view(stored);
}

const CONDITION_TITLES = {
  EDUCATION: '升学教育',
  MARRIAGE: '婚嫁',
  BUSINESS: '创业',
  MEDICAL: '重大疾病',
  HOUSING: '首次购房',
} as const;

export async function applyConditional(
  investor: Investor,
  request: ConditionalDistributionRequest,
): Promise<TrustApplication> {
  const { trust, settlor } = checkApply(investor, request.trustCode, 'CONDITIONAL_DISTRIBUTION');
  const beneficiaryName = beneficiaryOf(investor, request.trustCode, request.beneficiaryId, settlor);
  if (new Big(request.amount).gt(DISTRIBUTION_LIMIT) || new Big(request.amount).lte(0))
    refuseWith('05190022');
  await confirmBySms(investor, request.trustCode, request);
  return record(investor, trust, {
    kind: 'CONDITIONAL_DISTRIBUTION',
    title: `条件分配申请 · ${CONDITION_TITLES[request.conditionCode]}`,
    amount: new Big(request.amount).toFixed(2),
    beneficiaryName,
    conditionCode: request.conditionCode,
    reason: request.description,
  });
}

export async function applyTemporary(
  investor: Investor,
  request: TempDistributionRequest,
): Promise<TrustApplication> {
  const { trust, settlor } = checkApply(investor, request.trustCode, 'TEMP_DISTRIBUTION');
  const beneficiaryName = beneficiaryOf(investor, request.trustCode, request.beneficiaryId, settlor);
  if (new Big(request.amount).gt(DISTRIBUTION_LIMIT) || new Big(request.amount).lte(0))
    refuseWith('05190022');
  await confirmBySms(investor, request.trustCode, request);
  return record(investor, trust, {
    kind: 'TEMP_DISTRIBUTION',
    title: '临时分配申请',
    amount: new Big(request.amount).toFixed(2),
    beneficiaryName,
    reason: request.reason,
  });
}

export async function applyTermChange(
  investor: Investor,
  request: ChangeOfTermRequest,
): Promise<TrustApplication> {
  const { trust } = checkApply(investor, request.trustCode, 'TERM_CHANGE');
  if (request.newMaturityDate <= chinaDate() || request.newMaturityDate === trust.maturityDate)
    refuseWith('05190024');
  await confirmBySms(investor, request.trustCode, request);
  return record(investor, trust, {
    kind: 'TERM_CHANGE',
    title: '信托期限变更申请',
    newMaturityDate: request.newMaturityDate,
    reason: request.reason,
  });
}
