import { z } from 'zod';
import { INVESTOR_LEVELS, addDays, assessmentExpiry, chinaToday } from '@/features/risk/model/rules';
import { investors } from '@mocks/db/db';
import { defineCollection } from '@mocks/db/define-collection';
import { maskIdNo } from '@mocks/db/masks';
import { DEMO_INVESTOR, idCheckDigit } from '@mocks/db/seed/investor';
import { daysFromToday } from '@mocks/db/seed/story';
import { investorVariant, type InvestorVariant } from '@mocks/scenarios/investor-variants';
import { bankCards } from '../bank-card/seed';
import { SCORE_OF } from './risk-questionnaire';

/**
 * What the mock server stores about the investor's suitability (适当性档案): the risk level and
 * when it was assessed, the qualified-investor certification's state, the elderly declaration,
 * the CRS declaration. One row per investor; `investorProfile()` (profile.ts) derives what the
 * pages and other domains read (expiry, states, age) from it and the investor's ID number.
 *
 * The seed follows the investor variant (mocks/scenarios/investor-variants.ts). Dates are
 * relative to today (daysFromToday) so the default profile is valid on any day the demo runs:
 * C3 平衡型, assessed 92 days ago; a qualified investor since 120 days ago; CRS declared.
 */

export const QUALIFIED_STATES = ['NONE', 'REVIEWING', 'CERTIFIED', 'REJECTED', 'EXPIRED'] as const;
export type QualifiedState = (typeof QUALIFIED_STATES)[number];

export const CRS_RESIDENCIES = ['CN_ONLY', 'NON_CN', 'BOTH'] as const;
export type CrsResidency = (typeof CRS_RESIDENCIES)[number];

/** How long a certification counts once approved (our proposal: one year, like the assessment). */
export const QUALIFIED_VALID_DAYS = 365;

export const storedProfileSchema = z.object({
  investorId: z.string(),
  riskLevel: z.enum(INVESTOR_LEVELS).optional(),
  riskScore: z.number().int().optional(),
  /** The day of the last finished assessment ("YYYY-MM-DD"). */
  assessedOn: z.iso.date().optional(),
  qualifiedState: z.enum(QUALIFIED_STATES),
  /** Day of approval (CERTIFIED / EXPIRED), of submission (REVIEWING), of the review (REJECTED). */
  qualifiedOn: z.iso.date().optional(),
  qualifiedValidUntil: z.iso.date().optional(),
  qualifiedRejectReason: z.string().optional(),
  elderlySignedAt: z.string().optional(),
  crsResidency: z.enum(CRS_RESIDENCIES).optional(),
  crsDeclaredAt: z.string().optional(),
});
export type StoredProfile = z.infer<typeof storedProfileSchema>;

const ASSESSED_DAYS_AGO = 92;

/** A date-time `days` from now, Beijing time, to the second ("2026-08-22T10:30:00+08:00"). */
export const dateTimeFromToday = (days: number, time = '10:30:00'): string =>
  `${daysFromToday(days)}T${time}+08:00`;

/** The rejection reason the 'qualify-rejected' variant shows (the review's own words). */
export const SEED_REJECT_REASON = '金融资产证明开具日期超过1个月，请上传近1个月内开具的证明';

function assessedDaysAgo(days: number): Pick<StoredProfile, 'assessedOn'> {
  return { assessedOn: daysFromToday(-days) };
}

/** The seeded profile of the demo investor under a variant. */
export function seedProfile(variant: InvestorVariant): StoredProfile {
  const base: StoredProfile = {
    investorId: DEMO_INVESTOR.customerId,
    riskLevel: 'C3',
    riskScore: SCORE_OF.C3,
    ...assessedDaysAgo(ASSESSED_DAYS_AGO),
    qualifiedState: 'CERTIFIED',
    qualifiedOn: daysFromToday(-120),
    qualifiedValidUntil: daysFromToday(QUALIFIED_VALID_DAYS - 120),
    crsResidency: 'CN_ONLY',
    crsDeclaredAt: dateTimeFromToday(-120, '10:42:00'),
  };
  switch (variant) {
    case 'unassessed':
      return { ...base, riskLevel: undefined, riskScore: undefined, assessedOn: undefined };
    case 'c1':
    case 'c2':
    case 'c5': {
      const level = variant.toUpperCase() as 'C1' | 'C2' | 'C5';
      return { ...base, riskLevel: level, riskScore: SCORE_OF[level] };
    }
    case 'risk-expired':
      // Expired 35 days ago: assessed one year and 34 days ago.
      return { ...base, assessedOn: addDays(daysFromToday(-365), -34) };
    case 'risk-expiring':
      return { ...base, ...expiringIn(10) };
    case 'unqualified':
      return {
        ...base,
        qualifiedState: 'NONE',
        qualifiedOn: undefined,
        qualifiedValidUntil: undefined,
      };
    case 'qualify-reviewing':
      return {
        ...base,
        qualifiedState: 'REVIEWING',
        qualifiedOn: daysFromToday(-1),
        qualifiedValidUntil: undefined,
      };
    case 'qualify-rejected':
      return {
        ...base,
        qualifiedState: 'REJECTED',
        qualifiedOn: daysFromToday(-2),
        qualifiedValidUntil: undefined,
        qualifiedRejectReason: SEED_REJECT_REASON,
      };
    case 'qualify-expired':
      return {
        ...base,
        qualifiedState: 'EXPIRED',
        qualifiedOn: daysFromToday(-400),
        qualifiedValidUntil: daysFromToday(QUALIFIED_VALID_DAYS - 400),
      };
    case 'elderly-signed':
      return { ...base, elderlySignedAt: dateTimeFromToday(-30, '15:20:00') };
    case 'no-crs':
      return { ...base, crsResidency: undefined, crsDeclaredAt: undefined };
    default:
      return base;
  }
}

/** An assessment date whose one-year validity ends in `days` days. */
function expiringIn(days: number): Pick<StoredProfile, 'assessedOn'> {
  const today = chinaToday();
  // Walk back from a year ago until the expiry lands exactly `days` ahead (leap years included).
  let assessedOn = addDays(today, days - 364);
  while (assessmentExpiry(assessedOn) > addDays(today, days)) assessedOn = addDays(assessedOn, -1);
  while (assessmentExpiry(assessedOn) < addDays(today, days)) assessedOn = addDays(assessedOn, 1);
  return { assessedOn };
}

/**
 * The elderly variants' ID number: 张伟 born 66 years and 40 days before today (same region and
 * sequence as the demo's number, a valid check digit), so he is 66 whatever day the demo runs.
 */
export function elderlyIdNo(today = chinaToday()): { idNo: string; birthDate: string } {
  const [y, m, d] = addDays(today, -40).split('-') as [string, string, string];
  let birthDate = `${Number(y) - 66}-${m}-${d}`;
  if (m === '02' && d === '29') birthDate = `${Number(y) - 66}-02-28`;
  const first17 = `310115${birthDate.replaceAll('-', '')}053`;
  return { idNo: `${first17}${idCheckDigit(first17)}`, birthDate };
}

/**
 * Gives the demo investor the elderly variants' ID number (66 years old) until the next reseed:
 * the variants use it, and tests that need an elderly investor for one call only.
 */
export async function makeDemoInvestorElderly(): Promise<void> {
  const { idNo, birthDate } = elderlyIdNo();
  await investors.updateMany((q) => q.where({ customerId: DEMO_INVESTOR.customerId }), {
    data(row) {
      row.idNo = idNo;
      row.idNoMasked = maskIdNo(idNo);
      row.birthDate = birthDate;
    },
  });
}

/** Applies the variant's changes to other collections (identity, cards) after they are seeded. */
async function applyVariantElsewhere(variant: InvestorVariant): Promise<void> {
  if (variant === 'elderly' || variant === 'elderly-signed') await makeDemoInvestorElderly();
  if (variant === 'no-card') bankCards.deleteMany((q) => q.where({ investorId: DEMO_INVESTOR.customerId }));
}

/**
 * Defined after the investors and bank-card collections (imported above), so it is seeded after
 * them and its variant can change their rows.
 */
export const riskProfiles = defineCollection('riskProfiles', storedProfileSchema, {
  seed: async (collection) => {
    const variant = investorVariant();
    await collection.create(seedProfile(variant));
    await applyVariantElsewhere(variant);
  },
});

export type ProfileRecord = NonNullable<ReturnType<typeof riskProfiles.findFirst>>;

/** One answered risk assessment: pending until the investor confirms it. */
export const storedEvaluationSchema = z.object({
  evaluationNo: z.string(),
  investorId: z.string(),
  questionnaireId: z.string(),
  version: z.string(),
  answers: z.record(z.string(), z.array(z.string())),
  score: z.number().int(),
  riskLevel: z.enum(INVESTOR_LEVELS),
  status: z.enum(['PENDING', 'CONFIRMED']),
  answeredAt: z.string(),
  /** Day of confirmation. */
  assessedOn: z.iso.date().optional(),
});
export type StoredEvaluation = z.infer<typeof storedEvaluationSchema>;

/** The confirmed assessment behind the seeded profile (none for 'unassessed'). */
export function seedEvaluations(variant: InvestorVariant): StoredEvaluation[] {
  const profile = seedProfile(variant);
  if (!profile.riskLevel || !profile.assessedOn || profile.riskScore === undefined) return [];
  return [
    {
      evaluationNo: `EV${profile.assessedOn.replaceAll('-', '')}0001`,
      investorId: profile.investorId,
      questionnaireId: 'RQ2026',
      version: '2026.1',
      answers: {},
      score: profile.riskScore,
      riskLevel: profile.riskLevel,
      status: 'CONFIRMED',
      answeredAt: `${profile.assessedOn}T10:30:00+08:00`,
      assessedOn: profile.assessedOn,
    },
  ];
}

export const riskEvaluations = defineCollection('riskEvaluations', storedEvaluationSchema, {
  rows: () => seedEvaluations(investorVariant()),
});
export type EvaluationRecord = NonNullable<ReturnType<typeof riskEvaluations.findFirst>>;
