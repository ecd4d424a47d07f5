import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';

/**
 * The demo investor 张伟's family-trust applications and agreements (queryTrustApplyList; the
 * same rows as the contract's examples): the trust contract of 华信传家5号家族信托, which the
 * family office prepared and he has yet to sign (familyToSign), the supplementary agreement adding
 * 5,000,000.00 to 华信传家1号 (familyAddedSign), and a temporary distribution approved in March.
 */

const money = z.string().regex(/^\d+\.\d{2}$/);

export const storedApplicationSchema = z.object({
  applyNo: z.string(),
  investorId: z.string(),
  kind: z.enum([
    'TRUST_CONTRACT',
    'SUPPLEMENT',
    'CONDITIONAL_DISTRIBUTION',
    'TEMP_DISTRIBUTION',
    'TERM_CHANGE',
  ]),
  trustCode: z.string(),
  trustName: z.string(),
  title: z.string(),
  status: z.enum(['TO_SIGN', 'REVIEWING', 'APPROVED', 'REJECTED']),
  createdAt: z.string(),
  submittedAt: z.string().optional(),
  decidedAt: z.string().optional(),
  amount: money.optional(),
  beneficiaryName: z.string().optional(),
  conditionCode: z.enum(['EDUCATION', 'MARRIAGE', 'BUSINESS', 'MEDICAL', 'HOUSING']).optional(),
  newMaturityDate: z.string().optional(),
  reason: z.string().optional(),
  terms: z.string().optional(),
  reviewNote: z.string().optional(),
});
export type StoredApplication = z.infer<typeof storedApplicationSchema>;

/** The trust the contract to sign sets up (not running yet, so not in getFamilyTrustList). */
export const NEW_TRUST = { trustCode: 'JT2026088', trustName: '华信传家5号家族信托' } as const;

export const SEED_APPLICATIONS: readonly StoredApplication[] = [
  {
    applyNo: 'FA20261120000002',
    investorId: DEMO_INVESTOR.customerId,
    kind: 'TRUST_CONTRACT',
    ...NEW_TRUST,
    title: '华信传家5号家族信托合同',
    status: 'TO_SIGN',
    createdAt: '2026-11-20T16:00:00+08:00',
    amount: '10000000.00',
    terms: '委托人张伟以现金1,000万元设立，期限30年，受益人为张伟、配偶及子女，受托人华信信托股份有限公司。',
  },
  {
    applyNo: 'FA20261125000005',
    investorId: DEMO_INVESTOR.customerId,
    kind: 'SUPPLEMENT',
    trustCode: 'JT2020006',
    trustName: '华信传家1号家族信托',
    title: '华信传家1号家族信托追加信托财产补充协议',
    status: 'TO_SIGN',
    createdAt: '2026-11-25T15:00:00+08:00',
    amount: '5000000.00',
    terms: '委托人追加现金500万元，于协议生效后10个工作日内划入信托财产专户，受益人及分配规则不变。',
  },
  {
    applyNo: 'FA20260315000004',
    investorId: DEMO_INVESTOR.customerId,
    kind: 'TEMP_DISTRIBUTION',
    trustCode: 'JT2020006',
    trustName: '华信传家1号家族信托',
    title: '临时分配申请',
    status: 'APPROVED',
    createdAt: '2026-03-15T09:20:00+08:00',
    submittedAt: '2026-03-15T09:20:00+08:00',
    decidedAt: '2026-03-18T16:00:00+08:00',
    amount: '150000.00',
    beneficiaryName: '张伟',
    reason: '家庭装修支出',
  },
];

export const trustApplications = defineCollection('trustApplications', storedApplicationSchema, {
  rows: () => SEED_APPLICATIONS,
});
