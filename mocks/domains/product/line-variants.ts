import type { CostMethodDetail } from '@gen/model/costMethodDetail';
import type { FixedIncomeDetail } from '@gen/model/fixedIncomeDetail';
import type { PlannedDistribution } from '@gen/model/plannedDistribution';
import type { ProductCouponListData } from '@gen/model/productCouponListData';
import type { ProductLine } from '@gen/model/productLine';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { daysFromToday } from '@mocks/db/seed/story';
import { refuseWith } from '@mocks/http/refusal';
import { latestCashPoint, type StoredProduct } from './seed';

/**
 * The product-line variants (openapi/schemas/product.yaml, "Product-line variants"): fixed* for
 * 固定收益类 plans, cbff* for the 成本法 (amortised-cost) line, i.e. 现金管理类, and the generic calls
 * for every other class. A variant asked about a product of another line is refused with 05030006,
 * as the backend would refuse a product its line does not know.
 */

export function lineOf(product: Pick<StoredProduct, 'productClass'>): ProductLine {
  if (product.productClass === 'FIXED') return 'FIXED';
  if (product.productClass === 'CASH') return 'CBFF';
  return 'GENERAL';
}

export const WAN = (amount: string) => `${String(Number(amount) / 10000)}万元`;

/** The day `months` after an ISO date (same day of month). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  return `${String(Math.floor(total / 12))}-${String((total % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** When the tranche on sale starts earning: two days after its raise ends, else its establishment. */
export function valueDateOf(product: StoredProduct): string | null {
  if (product.status === 'RAISING' || product.status === 'RESERVING' || product.status === 'SOLD_OUT')
    return product.raiseEnd ? addDays(product.raiseEnd, 2) : null;
  return product.establishDate;
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Pay months of the distribution rule (每半年 6/12, 按季度 3/6/9/12, else yearly on the value date). */
function payMonths(product: StoredProduct): number[] | null {
  if (product.distribution.includes('每半年')) return [6, 12];
  if (product.distribution.includes('季度')) return [3, 6, 9, 12];
  return null;
}

/** The tranche's planned distributions from its value date to maturity (the 20th of each pay month). */
export function plannedDistributions(product: StoredProduct): PlannedDistribution[] {
  const start = valueDateOf(product);
  if (!start || !product.termMonths) return [];
  const maturity = product.maturityDate ?? addMonths(start, product.termMonths);
  const months = payMonths(product);
  const dates: string[] = [];
  if (months) {
    for (let k = 0; k <= product.termMonths + 1; k += 1) {
      const candidate = addMonths(`${start.slice(0, 8)}20`, k);
      if (months.includes(Number(candidate.slice(5, 7))) && candidate > start && candidate < maturity)
        dates.push(candidate);
    }
  } else if (!product.distribution.includes('一次性')) {
    for (let year = 1; addMonths(start, year * 12) < maturity; year += 1)
      dates.push(addMonths(start, year * 12));
  }
  return [
    ...[...new Set(dates)].map((date) => ({ date, kind: 'INCOME' as const })),
    { date: maturity, kind: 'BOTH' as const },
  ];
}

const ENHANCEMENTS: Readonly<Record<string, { source: string; lines: string[]; ratio?: string }>> = {
  XT2024001: {
    source: '项目销售回款及融资方经营性现金流',
    lines: ['南山区西丽片区土地使用权及在建工程抵押，抵押率不超过50%', '融资方控股股东提供连带责任保证'],
    ratio: '48.50',
  },
  XT2023008: {
    source: '融资方应收账款回款',
    lines: ['应收账款质押登记', '融资方实际控制人提供连带责任保证'],
  },
};

export function fixedIncomeDetail(product: StoredProduct): FixedIncomeDetail {
  if (lineOf(product) !== 'FIXED') refuseWith('05030006');
  const enhancement = ENHANCEMENTS[product.productCode] ?? {
    source: '融资方经营性现金流及项目收益',
    lines: ['融资方控股股东提供连带责任保证'],
  };
  return {
    productCode: product.productCode,
    productName: product.productName,
    ...(product.trancheName ? { trancheName: product.trancheName } : {}),
    benchmarkTiers: product.benchmarkTiers.map(({ minAmount, maxAmount, rate }) => ({
      minAmount,
      ...(maxAmount ? { maxAmount } : {}),
      rate,
    })),
    valueDateRule: '信托计划成立日起息，募集期内按活期利率计息',
    distributions: plannedDistributions(product),
    repaymentSource: enhancement.source,
    creditEnhancements: enhancement.lines,
    ...(enhancement.ratio ? { collateralRatio: enhancement.ratio } : {}),
  };
}

/** T+0 quick redemption: 5万元 a day per investor (our proposal for the demo). */
export const QUICK_REDEEM_LIMIT = '50000.00';

export function costMethodDetail(product: StoredProduct): CostMethodDetail {
  if (lineOf(product) !== 'CBFF') refuseWith('05030006');
  const point = latestCashPoint(product.productCode);
  return {
    productCode: product.productCode,
    productName: product.productName,
    valuationMethod: '摊余成本法',
    unitValue: '1.0000',
    sevenDayYield: point?.sevenDayYield ?? '0.0000',
    tenThousandIncome: point?.perTenThousand ?? '0.0000',
    yieldDate: point?.date ?? daysFromToday(-1),
    carryOver: '每日计提收益，每月20日结转为份额',
    quickRedeemLimit: QUICK_REDEEM_LIMIT,
    quickRedeemLeft: QUICK_REDEEM_LIMIT,
  };
}

/** The demo investor's coupons on the cbff line (valid for 30 days from today, so never stale). */
export function couponsFor(investorId: string, product: StoredProduct): ProductCouponListData {
  if (lineOf(product) !== 'CBFF') refuseWith('05030006');
  if (investorId !== DEMO_INVESTOR.customerId) return { productCode: product.productCode, coupons: [] };
  return {
    productCode: product.productCode,
    coupons: [
      {
        couponId: 'CP2026110001',
        kind: 'RATE_UP',
        title: '0.20%加息券',
        rateUp: '0.20',
        days: 30,
        minAmount: product.minAmount,
        validUntil: daysFromToday(33),
        usable: true,
      },
      {
        couponId: 'CP2026110002',
        kind: 'RATE_UP',
        title: '0.50%加息券',
        rateUp: '0.50',
        days: 15,
        minAmount: '1000000.00',
        validUntil: daysFromToday(12),
        usable: false,
        reason: '单笔申购满100万元可用',
      },
    ],
  };
}
