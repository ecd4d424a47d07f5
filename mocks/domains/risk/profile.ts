import {
  ASSESSMENT_STATE_NAMES,
  INVESTOR_LEVEL_NAMES,
  addDays,
  ageOn,
  assessmentExpiry,
  assessmentState,
  birthDateFromIdNo,
  buyableLevels,
  canBuy,
  chinaToday,
  ELDERLY_AGE,
  type AssessmentState,
  type InvestorLevel,
  type ProductLevel,
} from '@/features/risk/model/rules';
import { investors } from '@mocks/db/db';
import { nowDateTime } from './clock';
import {
  QUALIFIED_VALID_DAYS,
  riskProfiles,
  type CrsResidency,
  type ProfileRecord,
  type QualifiedState,
  type StoredProfile,
} from './seed';

/**
 * The investor's suitability profile, as every domain's mock reads it (published for the
 * subscription gate: /work/briefs/handoff/risk.md). Derived on each read from what is stored
 * (seed.ts) and the investor's ID number, against today's date in China, so expiry and age are
 * always current. Updated only through the functions below, which the risk and tax handlers call
 * (a finished assessment, a signed declaration, a submitted CRS form, a certification's review).
 */

export const QUALIFIED_STATE_NAMES: Readonly<Record<QualifiedState, string>> = {
  NONE: '未认证',
  REVIEWING: '审核中',
  CERTIFIED: '已认证',
  REJECTED: '已驳回',
  EXPIRED: '已过期',
};

export interface InvestorProfile {
  investorId: string;
  /** undefined: never assessed (未测评). */
  riskLevel?: InvestorLevel;
  riskLevelName?: string;
  riskScore?: number;
  assessedOn?: string;
  /** The last day the assessment counts (inclusive). */
  riskExpiryDate?: string;
  assessmentState: AssessmentState;
  assessmentStateName: string;
  /** The product levels the investor may buy now: none unless the assessment is VALID/EXPIRING. */
  buyableLevels: ProductLevel[];
  qualifiedState: QualifiedState;
  qualifiedStateName: string;
  qualifiedOn?: string;
  qualifiedValidUntil?: string;
  qualifiedRejectReason?: string;
  birthDate?: string;
  age?: number;
  /** 65 or older by the ID number's birth date. */
  elderly: boolean;
  elderlyDeclarationSigned: boolean;
  elderlySignedAt?: string;
  crsDeclared: boolean;
  crsResidency?: CrsResidency;
  crsDeclaredAt?: string;
}

function record(investorId: string): ProfileRecord {
  const found = riskProfiles.findFirst((q) => q.where({ investorId }));
  if (!found) throw new Error(`[mock] no risk profile for investor ${investorId}`);
  return found;
}

/** The profile of `investorId` on `today` (default: today in China). Call after ensureMockDb(). */
export function investorProfile(investorId: string, today: string = chinaToday()): InvestorProfile {
  const stored = record(investorId);
  const idNo = investors.findFirst((q) => q.where({ customerId: investorId }))?.idNo;
  const birthDate = idNo ? birthDateFromIdNo(idNo) : undefined;
  const age = birthDate ? ageOn(birthDate, today) : undefined;
  const riskExpiryDate = stored.assessedOn ? assessmentExpiry(stored.assessedOn) : undefined;
  const state = stored.riskLevel ? assessmentState(riskExpiryDate, today) : 'NONE';
  const qualifiedState: QualifiedState =
    stored.qualifiedState === 'CERTIFIED' && stored.qualifiedValidUntil && stored.qualifiedValidUntil < today
      ? 'EXPIRED'
      : stored.qualifiedState;
  return {
    investorId,
    riskLevel: stored.riskLevel,
    riskLevelName: stored.riskLevel ? INVESTOR_LEVEL_NAMES[stored.riskLevel] : undefined,
    riskScore: stored.riskScore,
    assessedOn: stored.assessedOn,
    riskExpiryDate,
    assessmentState: state,
    assessmentStateName: ASSESSMENT_STATE_NAMES[state],
    buyableLevels:
      stored.riskLevel && (state === 'VALID' || state === 'EXPIRING') ? buyableLevels(stored.riskLevel) : [],
    qualifiedState,
    qualifiedStateName: QUALIFIED_STATE_NAMES[qualifiedState],
    qualifiedOn: stored.qualifiedOn,
    qualifiedValidUntil: stored.qualifiedValidUntil,
    qualifiedRejectReason: qualifiedState === 'REJECTED' ? stored.qualifiedRejectReason : undefined,
    birthDate,
    age,
    elderly: age !== undefined && age >= ELDERLY_AGE,
    elderlyDeclarationSigned: stored.elderlySignedAt !== undefined,
    elderlySignedAt: stored.elderlySignedAt,
    crsDeclared: stored.crsDeclaredAt !== undefined,
    crsResidency: stored.crsResidency,
    crsDeclaredAt: stored.crsDeclaredAt,
  };
}

/**
 * What stands between the investor and a product of `productLevel`, in the order the subscription
 * gate checks it (domain brief §2: 风险测评有效且匹配 → 合格投资者 → 老年流程 → CRS); empty when
 * nothing does. The gate's owner maps each to its own code and page.
 */
export type SuitabilityBlock =
  | 'RISK_NONE' // 未测评 → investorExplain
  | 'RISK_EXPIRED' // 已过期 → investorExplain
  | 'RISK_MISMATCH' // R > C (C1: anything above R1) → ratingResult / retake
  | 'NOT_QUALIFIED' // 未认证 / 审核中 / 已驳回 / 已过期 → strengthen
  | 'ELDERLY_UNSIGNED' // 65+ without the declaration → olderAgeTips
  | 'CRS_MISSING'; // no tax-residency declaration → fiscal/identity

export function suitabilityBlocks(profile: InvestorProfile, productLevel: ProductLevel): SuitabilityBlock[] {
  const blocks: SuitabilityBlock[] = [];
  if (profile.assessmentState === 'NONE' || !profile.riskLevel) blocks.push('RISK_NONE');
  else if (profile.assessmentState === 'EXPIRED') blocks.push('RISK_EXPIRED');
  else if (!canBuy(profile.riskLevel, productLevel)) blocks.push('RISK_MISMATCH');
  if (profile.qualifiedState !== 'CERTIFIED') blocks.push('NOT_QUALIFIED');
  if (profile.elderly && !profile.elderlyDeclarationSigned) blocks.push('ELDERLY_UNSIGNED');
  if (!profile.crsDeclared) blocks.push('CRS_MISSING');
  return blocks;
}

async function change(investorId: string, apply: (draft: StoredProfile) => void): Promise<InvestorProfile> {
  await riskProfiles.update(record(investorId), { data: apply });
  return investorProfile(investorId);
}

/** A finished risk assessment sets the level and starts a new year of validity from today. */
export function recordAssessment(
  investorId: string,
  level: InvestorLevel,
  score: number,
  today = chinaToday(),
) {
  return change(investorId, (draft) => {
    draft.riskLevel = level;
    draft.riskScore = score;
    draft.assessedOn = today;
  });
}

/** The elderly declaration, signed (after its SMS code). */
export function recordElderlyDeclaration(investorId: string, at = nowDateTime()) {
  return change(investorId, (draft) => {
    draft.elderlySignedAt = at;
  });
}

/** A submitted CRS declaration (the latest one counts). */
export function recordCrsDeclaration(investorId: string, residency: CrsResidency, at = nowDateTime()) {
  return change(investorId, (draft) => {
    draft.crsResidency = residency;
    draft.crsDeclaredAt = at;
  });
}

/** Proofs submitted: the certification is in review (审核中). */
export function recordQualificationSubmitted(investorId: string, today = chinaToday()) {
  return change(investorId, (draft) => {
    draft.qualifiedState = 'REVIEWING';
    draft.qualifiedOn = today;
    draft.qualifiedValidUntil = undefined;
    draft.qualifiedRejectReason = undefined;
  });
}

/** The review's result: approved for a year, or rejected with the reviewer's reason. */
export function recordQualificationReview(
  investorId: string,
  result: { approved: true } | { approved: false; reason: string },
  today = chinaToday(),
) {
  return change(investorId, (draft) => {
    draft.qualifiedOn = today;
    if (result.approved) {
      draft.qualifiedState = 'CERTIFIED';
      draft.qualifiedValidUntil = addDays(today, QUALIFIED_VALID_DAYS);
      draft.qualifiedRejectReason = undefined;
    } else {
      draft.qualifiedState = 'REJECTED';
      draft.qualifiedValidUntil = undefined;
      draft.qualifiedRejectReason = result.reason;
    }
  });
}
