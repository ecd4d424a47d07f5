import { STORY_PRODUCTS, daysFromToday } from '../../db/seed/story';

/**
 * What the holding pages need to know about a product that is not the investor's own: its name,
 * class and risk level (the demo story), and the market facts of NAV and cash products (latest
 * NAV and its date, the 7-day yield, the next open day). The product domain owns these facts;
 * until its mock API is published (handoff/product.md), the constants below tell the same story
 * as the holding contract's examples (openapi/paths/holding.yaml), valued on VALUATION_DATE.
 */

/** The last NAV day of the demo: every holding is valued on it (history uses fixed dates). */
export const VALUATION_DATE = '2026-11-20';

export interface NavFacts {
  nav: string;
  navDate: string;
  /** Redemption fee, percent of the redeemed amount. */
  redeemFeeRate: string;
  /** Smallest redemption, and the fewest shares that may stay after a partial redemption. */
  minRedeemShares: string;
  minHoldShares: string;
}

export const NAV_FACTS: Readonly<Record<string, NavFacts>> = {
  JZ2022003: {
    nav: '1.1860',
    navDate: VALUATION_DATE,
    redeemFeeRate: '0.50',
    minRedeemShares: '10000.00',
    minHoldShares: '100000.00',
  },
  JZ2021005: {
    nav: '1.0873',
    navDate: VALUATION_DATE,
    redeemFeeRate: '0.50',
    minRedeemShares: '10000.00',
    minHoldShares: '100000.00',
  },
};

export interface CashFacts {
  sevenDayYield: string;
  tenThousandIncome: string;
  incomeDate: string;
}

export const CASH_FACTS: Readonly<Record<string, CashFacts>> = {
  XJ2021001: { sevenDayYield: '2.1350', tenThousandIncome: '0.5812', incomeDate: VALUATION_DATE },
};

/**
 * Open products open on the 15th of each month (our proposal for the demo): the next one after
 * today, so the redemption page always shows a day ahead.
 */
export function nextOpenDay(now: Date = new Date()): string {
  const today = daysFromToday(0, now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const next =
    day < 15 ? { y: year, m: month } : month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-15`;
}

export interface ProductFacts {
  productCode: string;
  productName: string;
  riskLevel: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
}

const EXTRA_PRODUCTS = new Map<string, ProductFacts>();

/** A product of the story, or one registered by a test seed (many holdings). */
export function productFacts(productCode: string): ProductFacts {
  const story = STORY_PRODUCTS.find((p) => p.productCode === productCode);
  if (story) return { productCode, productName: story.productName, riskLevel: story.riskLevel };
  const extra = EXTRA_PRODUCTS.get(productCode);
  if (extra) return extra;
  return { productCode, productName: productCode, riskLevel: 'R3' };
}

/** Products that exist only in a bulk test seed (seedManyHoldings). */
export function registerExtraProduct(facts: ProductFacts): void {
  EXTRA_PRODUCTS.set(facts.productCode, facts);
}
