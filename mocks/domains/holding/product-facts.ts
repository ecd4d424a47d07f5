import { daysFromToday } from '@mocks/db/seed/story';
import {
  cashSeriesOf,
  findProduct,
  latestCashPoint,
  latestNav,
  nextOpenDay as productNextOpenDay,
} from '../product/seed';

/**
 * What the holding pages need to know about a product rather than about the investor: name,
 * class and risk level, the latest NAV and its date, the cash product's daily income, the next
 * open day. The product domain owns these facts (mocks/domains/product, handoff/product.md);
 * this file only reads them, plus the redemption terms the product mock does not model yet.
 */

/** The last NAV day of the demo (the product domain's LAST_VALUATION_DATE): holdings are valued on it. */
export const VALUATION_DATE = '2026-11-20';

export interface RedeemTerms {
  /** Redemption fee, percent of the redeemed amount. */
  feeRate: string;
  /** Smallest redemption, and the fewest shares that may stay after a partial redemption. */
  minRedeemShares: string;
  minHoldShares: string;
}

/** Redemption terms of the open NAV products (our proposal, as their contracts would say). */
export const REDEEM_TERMS: Readonly<Record<string, RedeemTerms>> = {
  JZ2022003: { feeRate: '0.50', minRedeemShares: '10000.00', minHoldShares: '100000.00' },
  JZ2021005: { feeRate: '0.50', minRedeemShares: '10000.00', minHoldShares: '100000.00' },
  XJ2021001: { feeRate: '0.00', minRedeemShares: '1000.00', minHoldShares: '0.00' },
};

/** The latest NAV on or before `date` (default: the latest) and its date; 1.0000 for cash. */
export function navOn(productCode: string, date?: string): { nav: string; navDate: string } {
  const point = latestNav(productCode, date);
  if (point) return { nav: point.nav, navDate: point.date };
  return { nav: '1.0000', navDate: date ?? VALUATION_DATE };
}

/** The cash product's latest income day. */
export function cashFacts(productCode: string) {
  const point = latestCashPoint(productCode);
  return {
    sevenDayYield: point?.sevenDayYield ?? '0.0000',
    tenThousandIncome: point?.perTenThousand ?? '0.0000',
    incomeDate: point?.date ?? VALUATION_DATE,
  };
}

export { cashSeriesOf };

/** The next open day on or after today (the product mock's rules), if the product has one. */
export function nextOpenDay(productCode: string, today: string = daysFromToday(0)): string | undefined {
  return productNextOpenDay(productCode, today)?.date;
}

export interface ProductFacts {
  productCode: string;
  productName: string;
  riskLevel: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
}

const EXTRA_PRODUCTS = new Map<string, ProductFacts>();

/** A product of the catalogue, or one registered by a test seed (many holdings). */
export function productFacts(productCode: string): ProductFacts {
  const extra = EXTRA_PRODUCTS.get(productCode);
  if (extra) return extra;
  const product = findProduct(productCode);
  if (product) return { productCode, productName: product.productName, riskLevel: product.riskLevel };
  return { productCode, productName: productCode, riskLevel: 'R3' };
}

/** Products that exist only in a bulk test seed (seedManyHoldings). */
export function registerExtraProduct(facts: ProductFacts): void {
  EXTRA_PRODUCTS.set(facts.productCode, facts);
}
