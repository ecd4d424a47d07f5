import Big from 'big.js';
import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { STORY_HOLDINGS } from '@mocks/db/seed/story';
import { seedOrders } from '../order/seed';
import { VALUATION_DATE, navOn } from './product-facts';

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
      /** 起息日: when this investor's money started to earn (the first period's start). */
      valueDate: z.string(),
      maturityDate: z.string(),
      /** Period end dates after the inception date; the last is the maturity (本息). */
      schedule: z.array(z.string()),
      distributionMode: z.string(),
    })
    .optional(),
  nav: z.object({ shares: money, costAmount: money }).optional(),
  /** Cash: income accrues daily from `incomeFrom` at the product's 万份收益 and is paid monthly. */
  cash: z.object({ shares: money, incomeFrom: z.string() }).optional(),
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

/** Pay dates on `day` of the given months from `from` (exclusive) up to `until` (exclusive). */
function payDates(from: string, until: string, months: readonly number[], day: number): string[] {
  const dates: string[] = [];
  const [startYear] = from.split('-').map(Number) as [number];
  for (let year = startYear; year <= startYear + 12; year++) {
    for (const month of months) {
      const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (date > from && date < until) dates.push(date);
    }
  }
  return dates;
}

/**
 * 张伟's holdings: the product facts (dates, benchmark tiers, payment rules) are the product
 * domain's catalogue (mocks/domains/product/catalog.ts); the dates he bought are the order
 * domain's seeded orders (handoff/order.md).
 */
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
      // 300万 reaches the upper tier (≥ 300万: 5.60 %).
      rate: '5.60',
      establishDate: '2024-06-28',
      valueDate: '2024-06-28',
      maturityDate: '2027-06-28',
      schedule: [...payDates('2024-06-28', '2027-06-28', [6, 12], 20), '2027-06-28'],
      distributionMode: '每半年付息（6月20日、12月20日），到期还本',
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
      establishDate: '2023-08-18',
      // Bought on the open day of 2023-11-18 (order OD202311020009).
      valueDate: '2023-11-18',
      maturityDate: '2027-08-18',
      schedule: [...payDates('2023-11-18', '2027-08-18', [3, 6, 9, 12], 20), '2027-08-18'],
      distributionMode: '按自然季度付息（每季末月20日），到期还本',
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
      establishDate: '2022-11-10',
      valueDate: '2022-11-10',
      maturityDate: '2024-11-10',
      schedule: ['2023-11-10', '2024-11-10'],
      distributionMode: '按自然年度付息，到期还本',
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
      // 1,400,000 units bought at 1.0000, 100,000 redeemed in 2024-06 and 100,000 in 2026-10:
      // the rest at its cost (story-invariants.test.ts checks both).
      costAmount: '1200000.00',
    },
  },
  {
    investorId: me,
    productCode: 'XJ2021001',
    productClass: 'CASH',
    status: 'RUNNING',
    ...CMB,
    canTransfer: false,
    cash: { shares: STORY_HOLDINGS.XJ2021001.shares, incomeFrom: '2021-08-03' },
  },
  {
    investorId: me,
    productCode: 'JT2020006',
    productClass: 'FAMILY',
    status: 'RUNNING',
    canTransfer: false,
    family: {
      initialProperty: STORY_HOLDINGS.JT2020006.principal,
      // The latest valuation (2026-09-30), as the asset certificate shows it.
      currentScale: '32856400.00',
      establishDate: '2020-06-06',
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
      establishDate: '2021-09-15',
      valueDate: '2021-09-15',
      maturityDate: '2023-09-15',
      schedule: ['2022-03-15', '2022-09-15', '2023-03-15', '2023-09-15'],
      distributionMode: '每半年付息，到期还本',
    },
    clearedDate: '2023-09-15',
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
  let start = fixed.valueDate;
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

/**
 * Trades settled before the order domain's records begin (or placed offline), as the order domain's
 * seeded subscriptions date them (handoff/order.md). Online redemptions and transfers, and
 * subscriptions confirmed since, come from the order domain itself (records.ts).
 */
export function seedTrades(): StoredTrade[] {
  const redeemed = navOn('JZ2022003', '2024-06-17');
  const gross = new Big('100000.00').times(redeemed.nav);
  const fee = gross.times('0.005').round(2, Big.roundHalfUp);
  return [
    trade({
      tradeNo: 'TR20200601000031',
      productCode: 'JT2020006',
      tradeType: 'SUBSCRIBE',
      applyTime: '2020-06-01T10:20:00+08:00',
      confirmDate: '2020-06-06',
      amount: STORY_HOLDINGS.JT2020006.principal,
      fee: '0.00',
      status: 'CONFIRMED',
      ...CMB,
    }),
    trade({
      tradeNo: 'TR20210802000044',
      productCode: 'XJ2021001',
      tradeType: 'SUBSCRIBE',
      applyTime: '2021-08-02T13:50:00+08:00',
      confirmDate: '2021-08-03',
      amount: STORY_HOLDINGS.XJ2021001.shares,
      shares: STORY_HOLDINGS.XJ2021001.shares,
      nav: '1.0000',
      fee: '0.00',
      status: 'CONFIRMED',
      ...CMB,
      orderNo: 'OD202108020011',
    }),
    trade({
      tradeNo: 'TR20210901000108',
      productCode: 'XT2021009',
      tradeType: 'SUBSCRIBE',
      applyTime: '2021-09-01T14:05:00+08:00',
      confirmDate: '2021-09-15',
      amount: STORY_HOLDINGS.XT2021009.principal,
      fee: '0.00',
      status: 'CONFIRMED',
      ...CMB,
      orderNo: 'OD202109010012',
    }),
    trade({
      tradeNo: 'TR20220315000214',
      productCode: 'JZ2022003',
      tradeType: 'SUBSCRIBE',
      applyTime: '2022-03-15T09:42:00+08:00',
      confirmDate: '2022-03-18',
      amount: '1400000.00',
      shares: '1400000.00',
      nav: '1.0000',
      fee: '0.00',
      status: 'CONFIRMED',
      ...CMB,
      orderNo: 'OD202203150010',
    }),
    trade({
      tradeNo: 'TR20221103000096',
      productCode: 'XT2022011',
      tradeType: 'SUBSCRIBE',
      applyTime: '2022-11-03T11:08:00+08:00',
      confirmDate: '2022-11-10',
      amount: STORY_HOLDINGS.XT2022011.principal,
      fee: '0.00',
      status: 'CONFIRMED',
      ...CMB,
    }),
    trade({
      tradeNo: 'TR20231102000152',
      productCode: 'XT2023008',
      tradeType: 'SUBSCRIBE',
      applyTime: '2023-11-02T15:30:00+08:00',
      confirmDate: '2023-11-18',
      amount: STORY_HOLDINGS.XT2023008.principal,
      fee: '0.00',
      status: 'CONFIRMED',
      ...CMB,
      orderNo: 'OD202311020009',
    }),
    trade({
      tradeNo: 'TR20240613000087',
      productCode: 'JZ2022003',
      tradeType: 'REDEEM',
      applyTime: '2024-06-13T10:15:00+08:00',
      confirmDate: redeemed.navDate,
      amount: gross.minus(fee).round(2, Big.roundHalfUp).toFixed(2),
      shares: '100000.00',
      nav: redeemed.nav,
      fee: fee.toFixed(2),
      status: 'CONFIRMED',
      ...CMB,
    }),
    trade({
      tradeNo: 'TR20240618000061',
      productCode: 'XT2024001',
      tradeType: 'SUBSCRIBE',
      applyTime: '2024-06-18T09:30:00+08:00',
      confirmDate: '2024-06-28',
      amount: STORY_HOLDINGS.XT2024001.principal,
      fee: '0.00',
      status: 'CONFIRMED',
      ...ICBC,
      orderNo: 'OD202406180012',
    }),
  ];
}

export const holdings = defineCollection('holdings', storedHoldingSchema, { rows: () => SEED_HOLDINGS });
export const distributions = defineCollection('holdingDistributions', distributionSchema, {
  rows: () => SEED_HOLDINGS.flatMap(distributionsOf),
});
export const trades = defineCollection('holdingTrades', tradeSchema, { rows: seedTrades });

/** Statuses after which a redemption's or transfer's shares have left (or will never leave). */
const SETTLED_OUTFLOW: ReadonlySet<string> = new Set([
  'PAID_OUT',
  'CONFIRMED',
  'REDEEM_FAILED',
  'CANCELLED',
  'EXPIRED',
]);

/**
 * Redemptions and transfers whose shares are still in the holding: those placed in this session
 * (createRedeemOrder, ftsTransferApply) and the seeded ones still under way. Once the order
 * domain pays one out or registers it, its shares leave the holding. Seeded orders settled
 * before are already reflected in the seed above.
 */
export const placedOrders = defineCollection(
  'holdingPlacedOrders',
  z.object({ orderNo: z.string(), investorId: z.string() }),
  {
    rows: () =>
      seedOrders()
        .filter((o) => (o.type === 'REDEEM' || o.type === 'TRANSFER') && !SETTLED_OUTFLOW.has(o.status))
        .map(({ orderNo, investorId }) => ({ orderNo, investorId })),
  },
);

export type HoldingRecord = NonNullable<ReturnType<typeof holdings.findFirst>>;
