import Big from 'big.js';
import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { daysFromToday, STORY_PRODUCTS } from '@mocks/db/seed/story';
import { productDetailSeeds, type BenchmarkTier } from './catalog';
import { cashSeries, latestOf, navSeries, type CashPoint, type NavPoint } from './series';

/**
 * The product domain's store and the helpers other domains' mocks use (hand-off:
 * /work/briefs/handoff/product.md). What the server keeps per product: the story's code, name,
 * class, risk and status (mocks/db/seed/story.ts) with the catalogue's detail (./catalog.ts).
 * Status and remaining quota change (a subscription takes quota); the NAV and cash series
 * (./series.ts), documents and disclosures (./documents.ts) are read-only and live outside the
 * collections.
 */

const decimal2 = z.string().regex(/^-?(0|[1-9]\d*)\.\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const productClassSchema = z.enum(['FIXED', 'EQUITY', 'CASH', 'FAMILY']);
export const productStatusSchema = z.enum([
  'PREHEAT',
  'RESERVING',
  'RAISING',
  'SOLD_OUT',
  'RAISE_ENDED',
  'RUNNING',
  'OPEN',
  'MATURED',
  'LIQUIDATED',
]);
export const riskLevelSchema = z.enum(['R1', 'R2', 'R3', 'R4', 'R5']);

export const benchmarkTierSchema = z.object({
  minAmount: decimal2,
  maxAmount: decimal2.nullable(),
  rate: z.string(),
});

export const storedProductSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  shortName: z.string(),
  productClass: productClassSchema,
  riskLevel: riskLevelSchema,
  status: productStatusSchema,
  trancheName: z.string().nullable(),
  termMonths: z.number().int().nullable(),
  termText: z.string(),
  /** 起投金额 and 递增金额, 元. */
  minAmount: decimal2,
  stepAmount: decimal2,
  totalScale: decimal2,
  remainingQuota: decimal2,
  raiseStart: isoDate.nullable(),
  raiseEnd: isoDate.nullable(),
  establishDate: isoDate.nullable(),
  maturityDate: isoDate.nullable(),
  saleStartAt: z.string().nullable(),
  distribution: z.string(),
  benchmarkTiers: z.array(benchmarkTierSchema),
  benchmarkName: z.string().nullable(),
  navFrequency: z.enum(['DAILY', 'WEEKLY']).nullable(),
  openRule: z.string().nullable(),
  trustee: z.string(),
  custodian: z.string(),
  adviser: z.string().nullable(),
  needsDoubleRecord: z.boolean(),
  allowsAdditional: z.boolean(),
  sortOrder: z.number().int(),
});
export type StoredProduct = z.infer<typeof storedProductSchema>;
export type ProductClass = z.infer<typeof productClassSchema>;
export type ProductStatus = z.infer<typeof productStatusSchema>;
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** The seed rows: the story joined with the catalogue (raise periods counted from today). */
export function seedProducts(): StoredProduct[] {
  const details = productDetailSeeds();
  return STORY_PRODUCTS.map((story) => ({ ...story, ...details[story.productCode] }));
}

export const products = defineCollection('products', storedProductSchema, { rows: seedProducts });

/** Products the investor follows (关注); the demo investor follows 鑫盛优选2号 (预约中). */
export const productFollows = defineCollection(
  'productFollows',
  z.object({ investorId: z.string(), productCode: z.string(), followedAt: z.string() }),
  {
    rows: () => [
      {
        investorId: DEMO_INVESTOR.customerId,
        productCode: 'XT2024002',
        followedAt: '2026-11-02T10:20:00+08:00',
      },
    ],
  },
);

/** Reminders set on a product in preheat (makePreheat). */
export const preheatReminders = defineCollection(
  'preheatReminders',
  z.object({ investorId: z.string(), productCode: z.string(), createdAt: z.string() }),
  { rows: () => [] },
);

export type ProductRecord = NonNullable<ReturnType<typeof products.findFirst>>;

// ---------------------------------------------------------------------------------------------
// Helpers for other domains' mocks (subscription gate, orders, holdings). Handlers await the
// seed before they run, so these read the collection synchronously.

/** The product with this code, or undefined. */
export function findProduct(productCode: string): ProductRecord | undefined {
  return products.findFirst((q) => q.where({ productCode }));
}

export const PRODUCT_CLASS_NAMES: Readonly<Record<ProductClass, string>> = {
  FIXED: '固定收益类',
  EQUITY: '权益类',
  CASH: '现金管理类',
  FAMILY: '家族信托',
};

export const PRODUCT_STATUS_NAMES: Readonly<Record<ProductStatus, string>> = {
  PREHEAT: '预热中',
  RESERVING: '预约中',
  RAISING: '募集中',
  SOLD_OUT: '已售罄',
  RAISE_ENDED: '募集结束',
  RUNNING: '存续中',
  OPEN: '开放中',
  MATURED: '已到期',
  LIQUIDATED: '已清算',
};

export const RISK_LEVEL_NAMES: Readonly<Record<RiskLevel, string>> = {
  R1: '低风险',
  R2: '中低风险',
  R3: '中风险',
  R4: '中高风险',
  R5: '高风险',
};

/** Statuses in which a new subscription (or a subscription on an open day) is taken. */
export const BUYABLE_STATUSES: readonly ProductStatus[] = ['RAISING', 'OPEN'];

/** The benchmark tier that applies to an amount (元, decimal string), or undefined. */
export function benchmarkTierFor(
  product: Pick<StoredProduct, 'benchmarkTiers'>,
  amount: string,
): BenchmarkTier | undefined {
  const value = new Big(amount);
  return product.benchmarkTiers.find(
    (tier) => value.gte(tier.minAmount) && (tier.maxAmount === null || value.lt(tier.maxAmount)),
  );
}

/** "5.40" or, for several tiers, the range "5.40–5.60"; null without tiers. */
export function benchmarkRange(product: Pick<StoredProduct, 'benchmarkTiers'>): string | null {
  const rates = product.benchmarkTiers.map((tier) => new Big(tier.rate));
  if (rates.length === 0) return null;
  const low = rates.reduce((a, b) => (a.lt(b) ? a : b));
  const high = rates.reduce((a, b) => (a.gt(b) ? a : b));
  return low.eq(high) ? low.toFixed(2) : `${low.toFixed(2)}–${high.toFixed(2)}`;
}

/**
 * Checks an amount against 起投 / 递增 / 剩余额度: null when it fits, else which rule it breaks
 * (the subscription's mock turns it into its business code).
 */
export function amountProblem(
  product: Pick<StoredProduct, 'minAmount' | 'stepAmount' | 'remainingQuota'>,
  amount: string,
  options: { additional?: boolean } = {},
): 'BELOW_MINIMUM' | 'NOT_A_STEP' | 'OVER_QUOTA' | null {
  const value = new Big(amount);
  // An additional subscription starts at one step; a first one at the minimum.
  const floor = options.additional ? new Big(product.stepAmount) : new Big(product.minAmount);
  if (value.lt(floor)) return 'BELOW_MINIMUM';
  const base = options.additional ? new Big(0) : new Big(product.minAmount);
  if (!value.minus(base).mod(product.stepAmount).eq(0)) return 'NOT_A_STEP';
  if (value.gt(product.remainingQuota)) return 'OVER_QUOTA';
  return null;
}

/** Takes an amount from the remaining quota (an order placed); sells out at zero. */
export async function takeQuota(productCode: string, amount: string): Promise<void> {
  const product = findProduct(productCode);
  if (!product) return;
  await products.update(product, {
    data(draft) {
      const rest = new Big(draft.remainingQuota).minus(amount);
      const left = rest.lt(0) ? new Big(0) : rest;
      draft.remainingQuota = left.toFixed(2);
      if (left.eq(0) && draft.status === 'RAISING') draft.status = 'SOLD_OUT';
    },
  });
}

/** Gives quota back (an order cancelled before it was confirmed). */
export async function returnQuota(productCode: string, amount: string): Promise<void> {
  const product = findProduct(productCode);
  if (!product) return;
  await products.update(product, {
    data(draft) {
      draft.remainingQuota = new Big(draft.remainingQuota).plus(amount).toFixed(2);
    },
  });
}

/** The NAV series of a NAV product (ascending, fixed dates); [] for other products. */
export function navSeriesOf(productCode: string): readonly NavPoint[] {
  return navSeries(productCode);
}

/** The latest NAV on or before `date` (default: the latest), with its date; undefined if none. */
export function latestNav(productCode: string, date?: string): NavPoint | undefined {
  return latestOf(navSeries(productCode), date);
}

/** The cash product's daily income (万份收益, 7日年化), ascending; [] for other products. */
export function cashSeriesOf(productCode: string): readonly CashPoint[] {
  return cashSeries(productCode);
}

export function latestCashPoint(productCode: string, date?: string): CashPoint | undefined {
  return latestOf(cashSeries(productCode), date);
}

/** One open day of a product: what can be done, and until when applications are taken. */
export interface OpenDay {
  productCode: string;
  date: string;
  canSubscribe: boolean;
  canRedeem: boolean;
  /** Applications close at 15:00 two days before (申请截止). */
  applyDeadline: string;
}

interface OpenDayRule {
  /** Day of month; moved to the next weekday when it falls on a weekend. */
  day: number;
  /** Months (1–12) with an open day, and which of them also take redemptions. */
  months: readonly number[];
  redeemMonths: readonly number[];
}

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const QUARTER_ENDS = [3, 6, 9, 12] as const;

/** The open-day rules of the products that have open days (catalogue's openRule in words). */
const OPEN_DAY_RULES: Readonly<Record<string, OpenDayRule>> = {
  XT2023008: { day: 18, months: [2, 5, 8, 11], redeemMonths: [2, 5, 8, 11] },
  JZ2022003: { day: 15, months: ALL_MONTHS, redeemMonths: ALL_MONTHS },
  JZ2021005: { day: 20, months: ALL_MONTHS, redeemMonths: QUARTER_ENDS },
};

const addDaysTo = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function nextWeekday(date: string): string {
  let day = date;
  for (;;) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day;
    day = addDaysTo(day, 1);
  }
}

/**
 * A product's open days from the start of last month to six months ahead of `today`
 * (default: today in China), ascending. The dates follow fixed rules; only the window moves.
 * The cash product is open every working day and has no list (its openRule says so).
 */
export function openDaysOf(productCode: string, today: string = daysFromToday(0)): OpenDay[] {
  const rule = OPEN_DAY_RULES[productCode];
  if (!rule) return [];
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const days: OpenDay[] = [];
  for (let offset = -1; offset <= 6; offset += 1) {
    const first = new Date(Date.UTC(year, month - 1 + offset, 1));
    const m = first.getUTCMonth() + 1;
    if (!rule.months.includes(m)) continue;
    const date = nextWeekday(
      `${first.getUTCFullYear()}-${String(m).padStart(2, '0')}-${String(rule.day).padStart(2, '0')}`,
    );
    days.push({
      productCode,
      date,
      canSubscribe: true,
      canRedeem: rule.redeemMonths.includes(m),
      applyDeadline: `${addDaysTo(date, -2)}T15:00:00+08:00`,
    });
  }
  return days;
}

/** The next open day on or after `today`, or undefined (no open days). */
export function nextOpenDay(productCode: string, today: string = daysFromToday(0)): OpenDay | undefined {
  return openDaysOf(productCode, today).find((day) => day.date >= today);
}

/** Whether the investor follows the product. */
export function isFollowing(investorId: string, productCode: string): boolean {
  return productFollows.findFirst((q) => q.where({ investorId, productCode })) !== undefined;
}
