import Big from 'big.js';
import { z } from 'zod';
import { defineCollection } from '../../db/define-collection';
import { DEMO_INVESTOR } from '../../db/seed/investor';
import { STORY_HOLDINGS, STORY_ORDERS } from '../../db/seed/story';
import { VALUATION_DATE } from './product-facts';

/**
 * The holding domain's records and seed: what 张伟 holds (STORY_HOLDINGS), the distributions
 * his fixed-income plans have paid, and his trades. The same story as the holding contract's
 * examples (openapi/paths/holding.yaml): six holdings valued on 2026-11-20, 总资产
 * 38,779,620.00 and 累计收益 717,302.81, and the cleared XT2021009 with 总收益 248,000.00.
 * Distributions are computed from each plan's schedule (principal × rate × days / 365, rounded
 * half up to the fen), so the figures add up by construction.
 */

const CLASS = z.enum(['FIXED', 'EQUITY', 'CASH', 'FAMILY']);
const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const storedHoldingSchema = z.object({
  investorId: z.string(),
  productCode: z.string(),
  productClass: CLASS,
  status: z.enum(['RUNNING', 'LIQUIDATING', 'CLEARED']),
  bankName: z.string().optional(),
  cardTail: z.string().optional(),
  canTransfer: z.boolean(),
  fixed: z
    .object({
      principal: money,
      rate: z.string(),
      establishDate: z.string(),
      maturityDate: z.string(),
      /** Period end dates after the inception date; the last is the maturity (本息). */
      schedule: z.array(z.string()),
      distributionMode: z.string(),
      /** While liquidating: when the final 本息 distribution is expected. */
      liquidationPayDate: z.string().optional(),
    })
    .optional(),
  nav: z.object({ shares: money, frozenShares: money, costAmount: money }).optional(),
  cash: z.object({ shares: money, accumulatedIncome: money }).optional(),
  family: z
    .object({
      initialProperty: money,
      currentScale: money,
      establishDate: z.string(),
      beneficiaryCount: z.number().int(),
    })
    .optional(),
  clearedDate: z.string().optional(),
});
export type StoredHolding = z.infer<typeof storedHoldingSchema>;

export const distributionSchema = z.object({
  distributionId: z.string(),
  investorId: z.string(),
  productCode: z.string(),
  period: z.number().int(),
  payDate: z.string(),
  distributionType: z.enum(['INCOME', 'PRINCIPAL', 'PRINCIPAL_AND_INCOME']),
  incomeAmount: money,
  principalAmount: money,
  amount: money,
  interestStart: z.string(),
  interestEnd: z.string(),
  basePrincipal: money,
  rate: z.string(),
  bankName: z.string(),
  cardTail: z.string(),
});
export type StoredDistribution = z.infer<typeof distributionSchema>;

export const TRADE_TYPES = [
  'SUBSCRIBE',
  'ADDITIONAL',
  'REDEEM',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'DIVIDEND',
] as const;
export const tradeSchema = z.object({
  tradeNo: z.string(),
  investorId: z.string(),
  productCode: z.string(),
  tradeType: z.enum(TRADE_TYPES),
  applyTime: z.string(),
  confirmDate: z.string().optional(),
  amount: money.optional(),
  shares: money.optional(),
  nav: z.string().optional(),
  fee: money.optional(),
  status: z.enum(['PROCESSING', 'CONFIRMED', 'FAILED', 'CANCELLED']),
  statusText: z.string().optional(),
  bankName: z.string(),
  cardTail: z.string(),
  orderNo: z.string().optional(),
});
export type StoredTrade = z.infer<typeof tradeSchema>;

const ICBC = { bankName: '中国工商银行', cardTail: '0123' } as const;
const CMB = { bankName: '招商银行', cardTail: '5678' } as const;
const me = DEMO_INVESTOR.customerId;

export const SEED_HOLDINGS: readonly StoredHolding[] = [
  {
    investorId: me,
    productCode: 'XT2024001',
    productClass: 'FIXED',
    status: 'RUNNING',
    ...ICBC,
    canTransfer: true,
    fixed: {
      principal: STORY_HOLDINGS.XT2024001.principal,
      rate: '5.60',
      establishDate: '2025-03-20',
      maturityDate: '2027-03-20',
      schedule: [
        '2025-06-20',
        '2025-09-20',
        '2025-12-20',
        '2026-03-20',
        '2026-06-20',
        '2026-09-20',
        '2026-12-20',
        '2027-03-20',
      ],
      distributionMode: '按季付息，到期还本',
    },
  },
  {
    investorId: me,
    productCode: 'XT2023008',
    productClass: 'FIXED',
    status: 'RUNNING',
    ...CMB,
    canTransfer: true,
    fixed: {
      principal: STORY_HOLDINGS.XT2023008.principal,
      rate: '5.40',
      establishDate: '2024-01-15',
      maturityDate: '2027-01-15',
      schedule: ['2024-07-15', '2025-01-15', '2025-07-15', '2026-01-15', '2026-07-15', '2027-01-15'],
      distributionMode: '按半年付息，到期还本',
    },
  },
  {
    investorId: me,
    productCode: 'XT2022011',
    productClass: 'FIXED',
    status: 'LIQUIDATING',
    ...CMB,
    canTransfer: false,
    fixed: {
      principal: STORY_HOLDINGS.XT2022011.principal,
      rate: '5.20',
      establishDate: '2024-05-10',
      maturityDate: '2026-11-10',
      schedule: ['2025-05-10', '2026-05-10', '2026-11-10'],
      distributionMode: '按年付息，到期还本',
      liquidationPayDate: '2026-11-30',
    },
  },
  {
    investorId: me,
    productCode: 'JZ2022003',
    productClass: 'EQUITY',
    status: 'RUNNING',
    ...CMB,
    canTransfer: false,
    nav: {
      shares: STORY_HOLDINGS.JZ2022003.shares,
      // Frozen by the redemption waiting to be signed (STORY_ORDERS.redemptionToSign).
      frozenShares: STORY_ORDERS.redemptionToSign.shares,
      costAmount: '1210000.00',
    },
  },
  {
    investorId: me,
    productCode: 'XJ2021001',
    productClass: 'CASH',
    status: 'RUNNING',
    ...CMB,
    canTransfer: false,
    cash: { shares: STORY_HOLDINGS.XJ2021001.shares, accumulatedIncome: '12486.35' },
  },
  {
    investorId: me,
    productCode: 'JT2020006',
    productClass: 'FAMILY',
    status: 'RUNNING',
    canTransfer: false,
    family: {
      initialProperty: STORY_HOLDINGS.JT2020006.principal,
      currentScale: '31856420.00',
      establishDate: '2020-06-18',
      beneficiaryCount: 3,
    },
  },
  {
    investorId: me,
    productCode: 'XT2021009',
    productClass: 'FIXED',
    status: 'CLEARED',
    ...CMB,
    canTransfer: false,
    fixed: {
      principal: STORY_HOLDINGS.XT2021009.principal,
      rate: '6.20',
      establishDate: '2021-09-28',
      maturityDate: '2023-09-28',
      schedule: ['2022-09-28', '2023-09-28'],
      distributionMode: '按年付息，到期还本',
    },
    clearedDate: '2023-09-28',
  },
];

const DAY_MS = 86_400_000;
const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** Income of one period: principal × rate% × days / 365, half up to the fen. */
export function periodIncome(principal: string, rate: string, from: string, to: string): string {
  return new Big(principal)
    .times(rate)
    .div(100)
    .times(dayCount(from, to))
    .div(365)
    .round(2, Big.roundHalfUp)
    .toFixed(2);
}

/** The distributions a fixed-income holding has paid up to the valuation date. */
export function distributionsOf(holding: StoredHolding): StoredDistribution[] {
  const fixed = holding.fixed;
  if (!fixed || !holding.bankName || !holding.cardTail) return [];
  const paid: StoredDistribution[] = [];
  let start = fixed.establishDate;
  fixed.schedule.forEach((end, index) => {
    const payable = holding.status === 'CLEARED' || end <= VALUATION_DATE;
    const isFinal = index === fixed.schedule.length - 1;
    // A plan in liquidation pays its last period with the principal once it is wound up.
    if (!payable || (isFinal && holding.status === 'LIQUIDATING')) {
      start = end;
      return;
    }
    const income = periodIncome(fixed.principal, fixed.rate, start, end);
    const principal = isFinal ? fixed.principal : '0.00';
    paid.push({
      distributionId: `DS${holding.productCode}${String(index + 1).padStart(2, '0')}`,
      investorId: holding.investorId,
      productCode: holding.productCode,
      period: index + 1,
      payDate: end,
      distributionType: isFinal ? 'PRINCIPAL_AND_INCOME' : 'INCOME',
      incomeAmount: income,
      principalAmount: principal,
      amount: new Big(income).plus(principal).toFixed(2),
      interestStart: start,
      interestEnd: end,
      basePrincipal: fixed.principal,
      rate: fixed.rate,
      bankName: holding.bankName!,
      cardTail: holding.cardTail!,
    });
    start = end;
  });
  return paid;
}

const trade = (row: Omit<StoredTrade, 'investorId'>): StoredTrade => ({ investorId: me, ...row });

export const SEED_TRADES: readonly StoredTrade[] = [
  trade({
    tradeNo: 'TR20200612000031',
    productCode: 'JT2020006',
    tradeType: 'SUBSCRIBE',
    applyTime: '2020-06-12T10:20:00+08:00',
    confirmDate: '2020-06-18',
    amount: STORY_HOLDINGS.JT2020006.principal,
    fee: '0.00',
    status: 'CONFIRMED',
    ...CMB,
  }),
  trade({
    tradeNo: 'TR20210922000108',
    productCode: 'XT2021009',
    tradeType: 'SUBSCRIBE',
    applyTime: '2021-09-22T14:05:00+08:00',
    confirmDate: '2021-09-28',
    amount: STORY_HOLDINGS.XT2021009.principal,
    fee: '0.00',
    status: 'CONFIRMED',
    ...CMB,
  }),
  trade({
    tradeNo: 'TR20220815000214',
    productCode: 'JZ2022003',
    tradeType: 'SUBSCRIBE',
    applyTime: '2022-08-15T09:42:00+08:00',
    confirmDate: '2022-08-17',
    amount: '1000000.00',
    shares: '1000000.00',
    nav: '1.0000',
    fee: '0.00',
    status: 'CONFIRMED',
    ...CMB,
  }),
  trade({
    tradeNo: 'TR20230612000087',
    productCode: 'JZ2022003',
    tradeType: 'ADDITIONAL',
    applyTime: '2023-06-12T10:15:00+08:00',
    confirmDate: '2023-06-15',
    amount: '210000.00',
    shares: '200000.00',
    nav: '1.0500',
    fee: '0.00',
    status: 'CONFIRMED',
    ...CMB,
  }),
  trade({
    tradeNo: 'TR20240108000152',
    productCode: 'XT2023008',
    tradeType: 'SUBSCRIBE',
    applyTime: '2024-01-08T15:30:00+08:00',
    confirmDate: '2024-01-15',
    amount: STORY_HOLDINGS.XT2023008.principal,
    fee: '0.00',
    status: 'CONFIRMED',
    ...CMB,
  }),
  trade({
    tradeNo: 'TR20240506000096',
    productCode: 'XT2022011',
    tradeType: 'SUBSCRIBE',
    applyTime: '2024-05-06T11:08:00+08:00',
    confirmDate: '2024-05-10',
    amount: STORY_HOLDINGS.XT2022011.principal,
    fee: '0.00',
    status: 'CONFIRMED',
    ...CMB,
  }),
  trade({
    tradeNo: 'TR20250312000061',
    productCode: 'XT2024001',
    tradeType: 'SUBSCRIBE',
    applyTime: '2025-03-12T09:30:00+08:00',
    confirmDate: '2025-03-20',
    amount: STORY_HOLDINGS.XT2024001.principal,
    fee: '0.00',
    status: 'CONFIRMED',
    ...ICBC,
  }),
  trade({
    tradeNo: 'TR20250801000044',
    productCode: 'XJ2021001',
    tradeType: 'SUBSCRIBE',
    applyTime: '2025-08-01T13:50:00+08:00',
    confirmDate: '2025-08-04',
    amount: '487513.65',
    shares: '487513.65',
    nav: '1.0000',
    fee: '0.00',
    status: 'CONFIRMED',
    ...CMB,
  }),
  trade({
    tradeNo: 'TR20261119000012',
    productCode: 'JZ2022003',
    tradeType: 'REDEEM',
    applyTime: '2026-11-19T10:05:00+08:00',
    shares: STORY_ORDERS.redemptionToSign.shares,
    status: 'PROCESSING',
    statusText: '待签署赎回确认书',
    ...CMB,
    orderNo: STORY_ORDERS.redemptionToSign.orderNo,
  }),
];

export const holdings = defineCollection('holdings', storedHoldingSchema, { rows: () => SEED_HOLDINGS });
export const distributions = defineCollection('holdingDistributions', distributionSchema, {
  rows: () => SEED_HOLDINGS.flatMap(distributionsOf),
});
export const trades = defineCollection('holdingTrades', tradeSchema, { rows: () => SEED_TRADES });

export type HoldingRecord = NonNullable<ReturnType<typeof holdings.findFirst>>;
