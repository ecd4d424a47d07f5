import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { STORY_HOLDINGS } from '@mocks/db/seed/story';
import { SEED_CARDS } from '../bank-card/seed';

/**
 * The family-trust domain's records and seed: the two trusts the demo investor 张伟 sees, their
 * beneficiaries (with full names, ID and card numbers, masked on the way out), every distribution
 * paid so far, and his receiving-account changes. The same story as the contract's examples
 * (openapi/paths/family-trust.yaml) and the holding domain (JT2020006, 初始信托财产 30,000,000.00,
 * valued 32,856,400.00 on 2026-09-30).
 *
 * - JT2020006 华信传家1号家族信托: 张伟 is the settlor and one of three beneficiaries (本人 40%,
 *   配偶 李娜 30%, 子女 张子涵 30%). His distributions go to 中国工商银行 尾号0123 since his change
 *   of 2025-03 (the records: one rejected, one effective); before that to 中国建设银行 尾号3391.
 * - JT2022015 华信承远2号家庭服务信托: settled by his father 张建国; 张伟 is a beneficiary (50%)
 *   paid to 招商银行 尾号5678. Not his asset, so the holding pages do not list it.
 *
 * Our proposal: names, numbers, rules and figures are fictional.
 */

const money = z.string().regex(/^\d+\.\d{2}$/);
const RELATION = z.enum(['SELF', 'SPOUSE', 'CHILD', 'PARENT', 'SIBLING', 'GRANDCHILD', 'OTHER']);

export const storedTrustSchema = z.object({
  trustCode: z.string(),
  trustName: z.string(),
  trustType: z.enum(['FAMILY_TRUST', 'FAMILY_SERVICE_TRUST']),
  status: z.enum(['RUNNING', 'LIQUIDATING', 'TERMINATED']),
  /** The settlor's customer id when the settlor is an investor of the app. */
  settlorId: z.string().optional(),
  settlorName: z.string(),
  establishDate: z.string(),
  maturityDate: z.string().optional(),
  initialProperty: money,
  currentScale: money,
  valuationDate: z.string(),
  trusteeName: z.string(),
  custodianName: z.string(),
  purposeText: z.string(),
  distributionModeText: z.string(),
  allocation: z.array(
    z.object({
      assetClass: z.enum(['FIXED_INCOME', 'CASH', 'EQUITY', 'INSURANCE', 'OTHER']),
      amount: money,
      ratio: z.string(),
    }),
  ),
  /** Rights offered to the settlor beyond a beneficiary's (TrustRightCode). */
  settlorRights: z.array(z.string()),
  /** Rights of a beneficiary who is not the settlor. */
  beneficiaryRights: z.array(z.string()),
  /** 家族办公室 adviser of this trust. */
  advisor: z.object({ name: z.string(), title: z.string(), phone: z.string() }),
});
export type StoredTrust = z.infer<typeof storedTrustSchema>;

export const storedBeneficiarySchema = z.object({
  trustCode: z.string(),
  beneficiaryId: z.string(),
  /** The customer id when the beneficiary is an investor of the app (张伟). */
  investorId: z.string().optional(),
  name: z.string(),
  relation: RELATION,
  sharePercent: z.string(),
  idNo: z.string(),
  distributionRule: z.string(),
  /** The receiving account: a bound card of the investor (cardId) or an account on file. */
  cardId: z.string().optional(),
  bankName: z.string(),
  cardNo: z.string().regex(/^\d{16,19}$/),
  branchName: z.string(),
  since: z.string(),
});
export type StoredBeneficiary = z.infer<typeof storedBeneficiarySchema>;

export const storedDistributionSchema = z.object({
  distributionNo: z.string(),
  trustCode: z.string(),
  beneficiaryId: z.string(),
  payDate: z.string(),
  kind: z.enum(['REGULAR', 'CONDITIONAL', 'TEMPORARY']),
  purpose: z.string(),
  amount: money,
  bankName: z.string(),
  cardNo: z.string(),
  status: z.enum(['PAID', 'PROCESSING', 'RETURNED']),
});
export type StoredDistribution = z.infer<typeof storedDistributionSchema>;

const account = z.object({ bankName: z.string(), cardNo: z.string(), branchName: z.string() });
export const storedChangeSchema = z.object({
  applyNo: z.string(),
  investorId: z.string(),
  trustCode: z.string(),
  beneficiaryId: z.string(),
  oldAccount: account,
  newAccount: account.extend({ cardId: z.string() }),
  reasonCode: z.enum(['CARD_CANCELLED', 'CARD_CHANGED', 'OTHER']),
  reasonText: z.string().optional(),
  attachmentFileIds: z.array(z.string()),
  status: z.enum(['REVIEWING', 'EFFECTIVE', 'REJECTED']),
  appliedAt: z.string(),
  reviewedAt: z.string().optional(),
  effectiveDate: z.string().optional(),
  rejectReason: z.string().optional(),
});
export type StoredChange = z.infer<typeof storedChangeSchema>;

const me = DEMO_INVESTOR.customerId;
const cardOf = (cardId: string) => {
  const card = SEED_CARDS.find((c) => c.cardId === cardId);
  if (!card) throw new Error(`no seed card ${cardId}`);
  return card;
};
const ICBC = cardOf('BC202311020007');
const CMB = cardOf('BC202406180001');
/** 张伟's account before his change of 2025-03 (not bound in the app any more). */
/** The ICBC card as a trust account (张伟's receiving account of JT2020006 since 2025-03-14). */
const ICBC_ACCOUNT = {
  cardId: ICBC.cardId,
  bankName: ICBC.bnkName,
  cardNo: ICBC.cardNo,
  branchName: ICBC.branchName,
};
/** The other beneficiaries' accounts of JT2020006: their rows and their distributions. */
const SPOUSE_ACCOUNT = {
  bankName: '中国建设银行',
  cardNo: '6227001234564821',
  branchName: '上海分行世纪大道支行',
};
const CHILD_ACCOUNT = { bankName: '中国银行', cardNo: '6216610200017730', branchName: '上海分行张江支行' };
export const OLD_CCB = {
  bankName: '中国建设银行',
  cardNo: '6217000010013391',
  branchName: '上海分行浦东支行',
};

export const FAMILY_TRUST = 'JT2020006';
export const SERVICE_TRUST = 'JT2022015';

export const SEED_TRUSTS: readonly StoredTrust[] = [
  {
    trustCode: FAMILY_TRUST,
    trustName: '华信传家1号家族信托',
    trustType: 'FAMILY_TRUST',
    status: 'RUNNING',
    settlorId: me,
    settlorName: DEMO_INVESTOR.name,
    establishDate: '2020-06-06',
    maturityDate: '2050-06-05',
    initialProperty: STORY_HOLDINGS.JT2020006.principal,
    currentScale: '32856400.00',
    valuationDate: '2026-09-30',
    trusteeName: '华信信托股份有限公司',
    custodianName: '招商银行股份有限公司上海分行',
    purposeText: '家族财富传承、子女教育与家庭成员生活保障',
    distributionModeText: '定期分配（子女教育金按季，生活金按年）+ 条件分配',
    allocation: [
      { assetClass: 'FIXED_INCOME', amount: '14785380.00', ratio: '45.00' },
      { assetClass: 'EQUITY', amount: '8214100.00', ratio: '25.00' },
      { assetClass: 'INSURANCE', amount: '6571280.00', ratio: '20.00' },
      { assetClass: 'CASH', amount: '3285640.00', ratio: '10.00' },
    ],
    settlorRights: [
      'INQUIRY',
      'ACCOUNT_CHANGE',
      'TEMP_DISTRIBUTION',
      'CONDITIONAL_DISTRIBUTION',
      'ADD_PROPERTY',
      'TERM_CHANGE',
    ],
    beneficiaryRights: ['INQUIRY', 'ACCOUNT_CHANGE', 'CONDITIONAL_DISTRIBUTION'],
    advisor: { name: '陈静', title: '资深家族信托顾问', phone: '021-68881234' },
  },
  {
    trustCode: SERVICE_TRUST,
    trustName: '华信承远2号家庭服务信托',
    trustType: 'FAMILY_SERVICE_TRUST',
    status: 'RUNNING',
    settlorName: '张建国',
    establishDate: '2022-03-18',
    maturityDate: '2032-03-17',
    initialProperty: '3000000.00',
    currentScale: '3186500.00',
    valuationDate: '2026-09-30',
    trusteeName: '华信信托股份有限公司',
    custodianName: '中国工商银行股份有限公司上海市分行',
    purposeText: '家庭成员养老与生活保障',
    distributionModeText: '定期分配（按年）',
    allocation: [
      { assetClass: 'FIXED_INCOME', amount: '2549200.00', ratio: '80.00' },
      { assetClass: 'CASH', amount: '637300.00', ratio: '20.00' },
    ],
    settlorRights: ['INQUIRY', 'ACCOUNT_CHANGE', 'ADD_PROPERTY', 'TERM_CHANGE'],
    beneficiaryRights: ['INQUIRY', 'ACCOUNT_CHANGE'],
    advisor: { name: '王磊', title: '家族信托顾问', phone: '021-68881256' },
  },
];

export const SEED_BENEFICIARIES: readonly StoredBeneficiary[] = [
  {
    trustCode: FAMILY_TRUST,
    beneficiaryId: 'BF2020060601',
    investorId: me,
    name: DEMO_INVESTOR.name,
    relation: 'SELF',
    sharePercent: '40.00',
    idNo: DEMO_INVESTOR.idNo,
    distributionRule: '每年6月30日定期分配生活金30万元',
    ...ICBC_ACCOUNT,
    since: '2025-03-14',
  },
  {
    trustCode: FAMILY_TRUST,
    beneficiaryId: 'BF2020060602',
    name: '李娜',
    relation: 'SPOUSE',
    sharePercent: '30.00',
    idNo: '310115198005120028',
    distributionRule: '每年12月20日定期分配生活金20万元',
    ...SPOUSE_ACCOUNT,
    since: '2020-06-06',
  },
  {
    trustCode: FAMILY_TRUST,
    beneficiaryId: 'BF2020060603',
    name: '张子涵',
    relation: 'CHILD',
    sharePercent: '30.00',
    idNo: '310115200809150047',
    distributionRule: '每季末分配子女教育金6万元；升学等条件达成时另行分配',
    ...CHILD_ACCOUNT,
    since: '2020-06-06',
  },
  {
    trustCode: SERVICE_TRUST,
    beneficiaryId: 'BF2022031801',
    investorId: me,
    name: DEMO_INVESTOR.name,
    relation: 'CHILD',
    sharePercent: '50.00',
    idNo: DEMO_INVESTOR.idNo,
    distributionRule: '每年12月31日定期分配8万元',
    cardId: CMB.cardId,
    bankName: CMB.bnkName,
    cardNo: CMB.cardNo,
    branchName: CMB.branchName,
    since: '2024-06-18',
  },
  {
    trustCode: SERVICE_TRUST,
    beneficiaryId: 'BF2022031802',
    name: '张丽',
    relation: 'CHILD',
    sharePercent: '50.00',
    idNo: '310115198109230044',
    distributionRule: '每年12月31日定期分配8万元',
    bankName: '交通银行',
    cardNo: '6222600110012468',
    branchName: '上海分行徐汇支行',
    since: '2022-03-18',
  },
];

const ICBC_TO = { bankName: ICBC.bnkName, cardNo: ICBC.cardNo };
const CMB_TO = { bankName: CMB.bnkName, cardNo: CMB.cardNo };
const SPOUSE_TO = { bankName: SPOUSE_ACCOUNT.bankName, cardNo: SPOUSE_ACCOUNT.cardNo };
const CHILD_TO = { bankName: CHILD_ACCOUNT.bankName, cardNo: CHILD_ACCOUNT.cardNo };

const quarterEnds = (from: string, until: string) => {
  const dates: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(until.slice(0, 4)); year += 1)
    for (const md of ['03-31', '06-30', '09-30', '12-31']) {
      const date = `${year}-${md}`;
      if (date >= from && date <= until) dates.push(date);
    }
  return dates;
};
const yearly = (monthDay: string, from: number, until: number) =>
  Array.from({ length: until - from + 1 }, (_, i) => `${from + i}-${monthDay}`);

/**
 * Every distribution paid up to the valuation date 2026-09-30, deterministic: 张伟 30万 each
 * 06-30 (to the old 建设银行 card until his change took effect on 2025-03-14), 李娜 20万 each
 * 12-20, 张子涵 6万 each quarter end and a 10万 升学 award; and 张伟's 8万 a year from his father's
 * trust. Totals: JT2020006 4,600,000.00 (张伟 1,800,000.00), JT2022015 to 张伟 160,000.00.
 */
export function seedDistributions(): StoredDistribution[] {
  const rows: Omit<StoredDistribution, 'distributionNo'>[] = [];
  const pay = (
    trustCode: string,
    beneficiaryId: string,
    payDate: string,
    amount: string,
    purpose: string,
    to: { bankName: string; cardNo: string },
    kind: StoredDistribution['kind'] = 'REGULAR',
  ) => rows.push({ trustCode, beneficiaryId, payDate, kind, purpose, amount, status: 'PAID', ...to });
  for (const date of yearly('06-30', 2021, 2026))
    pay(FAMILY_TRUST, 'BF2020060601', date, '300000.00', '生活金', date < '2025-03-14' ? OLD_CCB : ICBC_TO);
  for (const date of yearly('12-20', 2020, 2025))
    pay(FAMILY_TRUST, 'BF2020060602', date, '200000.00', '生活金', SPOUSE_TO);
  for (const date of quarterEnds('2020-09-30', '2026-09-30'))
    pay(FAMILY_TRUST, 'BF2020060603', date, '60000.00', '子女教育金', CHILD_TO);
  pay(FAMILY_TRUST, 'BF2020060603', '2024-09-02', '100000.00', '升学奖励金', CHILD_TO, 'CONDITIONAL');
  for (const date of yearly('12-31', 2024, 2025))
    pay(SERVICE_TRUST, 'BF2022031801', date, '80000.00', '年度分配', CMB_TO);
  rows.sort((a, b) => a.payDate.localeCompare(b.payDate) || a.beneficiaryId.localeCompare(b.beneficiaryId));
  const perDay = new Map<string, number>();
  return rows.map((row) => {
    const n = (perDay.get(row.payDate) ?? 0) + 1;
    perDay.set(row.payDate, n);
    return { ...row, distributionNo: `FD${row.payDate.replaceAll('-', '')}${String(n).padStart(6, '0')}` };
  });
}

/** 张伟's change of 2025-03: rejected once (an unreadable photo), then effective. */
export const SEED_CHANGES: readonly StoredChange[] = [
  {
    applyNo: 'TC20250305000002',
    investorId: me,
    trustCode: FAMILY_TRUST,
    beneficiaryId: 'BF2020060601',
    oldAccount: OLD_CCB,
    newAccount: ICBC_ACCOUNT,
    reasonCode: 'CARD_CHANGED',
    attachmentFileIds: ['F202503050011', 'F202503050012'],
    status: 'REJECTED',
    appliedAt: '2025-03-05T16:40:00+08:00',
    reviewedAt: '2025-03-06T10:05:00+08:00',
    rejectReason: '上传的银行卡照片不清晰，无法核对卡号，请重新拍摄后提交',
  },
  {
    applyNo: 'TC20250312000007',
    investorId: me,
    trustCode: FAMILY_TRUST,
    beneficiaryId: 'BF2020060601',
    oldAccount: OLD_CCB,
    newAccount: ICBC_ACCOUNT,
    reasonCode: 'CARD_CHANGED',
    reasonText: '改用工资卡接收，便于家庭理财',
    attachmentFileIds: ['F202503120021', 'F202503120022'],
    status: 'EFFECTIVE',
    appliedAt: '2025-03-12T10:15:00+08:00',
    reviewedAt: '2025-03-13T14:30:00+08:00',
    effectiveDate: '2025-03-14',
  },
];

export const familyTrusts = defineCollection('familyTrusts', storedTrustSchema, { rows: () => SEED_TRUSTS });
export const trustBeneficiaries = defineCollection('trustBeneficiaries', storedBeneficiarySchema, {
  rows: () => SEED_BENEFICIARIES,
});
export const trustDistributions = defineCollection('trustDistributions', storedDistributionSchema, {
  rows: seedDistributions,
});
export const accountChanges = defineCollection('trustAccountChanges', storedChangeSchema, {
  rows: () => SEED_CHANGES,
});
