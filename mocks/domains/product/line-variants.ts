import type { CostMethodDetail } from '@gen/model/costMethodDetail';
import type { FixedIncomeDetail } from '@gen/model/fixedIncomeDetail';
import type { PlannedDistribution } from '@gen/model/plannedDistribution';
import type { ProductConditionData } from '@gen/model/productConditionData';
import type { ProductCouponListData } from '@gen/model/productCouponListData';
import type { ProductLine } from '@gen/model/productLine';
import type { ProductRuleDetail } from '@gen/model/productRuleDetail';
import type { PurchaseCondition } from '@gen/model/purchaseCondition';
import type { PurchaseCheck } from '@gen/model/purchaseCheck';
import type { Investor } from '@mocks/db/db';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { daysFromToday } from '@mocks/db/seed/story';
import { refuseWith } from '@mocks/http/refusal';
import { checkCanBuy } from '../order/purchase-checks';
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

const WAN = (amount: string) => `${String(Number(amount) / 10000)}万元`;

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

function ruleSections(product: StoredProduct): ProductRuleDetail['sections'] {
  const line = lineOf(product);
  if (line === 'CBFF')
    return [
      {
        title: '买入规则',
        rows: [
          { label: '申购时间', value: '每个工作日15:00前提交，当日受理' },
          { label: '份额确认', value: 'T+1个工作日确认份额并开始计算收益' },
        ],
      },
      {
        title: '卖出规则',
        rows: [
          { label: '普通赎回', value: 'T+1个工作日到账' },
          { label: '快速赎回', value: `实时到账，单日限额${WAN(QUICK_REDEEM_LIMIT)}` },
        ],
      },
      {
        title: '费用',
        rows: [
          { label: '申购费', value: '不收取' },
          { label: '赎回费', value: '不收取' },
        ],
      },
    ];
  const buy =
    product.openRule === null
      ? { label: '认购时间', value: '募集期内，工作日9:00–17:00' }
      : { label: '申购时间', value: product.openRule };
  const sell =
    line === 'FIXED'
      ? [
          { label: '到期兑付', value: '到期日后10个工作日内本息划至认购银行卡' },
          {
            label: '提前赎回',
            value: product.openRule
              ? `开放日可申请赎回：${product.openRule}`
              : '存续期内不开放赎回，可申请受益权转让',
          },
        ]
      : [
          {
            label: '赎回',
            value: product.openRule ? `开放日赎回：${product.openRule}` : '以信托合同约定为准',
          },
          { label: '到账时间', value: '赎回确认后3个工作日内' },
        ];
  return [
    { title: '买入规则', rows: [buy, { label: '份额确认', value: '信托计划成立日或开放日确认份额' }] },
    { title: '卖出规则', rows: sell },
    {
      title: '费用',
      rows: [
        { label: '认购费', value: '不收取' },
        {
          label: '信托报酬',
          value: line === 'FIXED' ? '0.50%/年，已在业绩比较基准中扣除' : '1.00%/年，按日计提',
        },
      ],
    },
  ];
}

/** productRuleDetail (cbff: false) or cbffProductRuleDetail (cbff: true). */
export function tradingRules(product: StoredProduct, cbff: boolean): ProductRuleDetail {
  if ((lineOf(product) === 'CBFF') !== cbff) refuseWith('05030006');
  return {
    productCode: product.productCode,
    productName: product.productName,
    line: lineOf(product),
    sections: ruleSections(product),
  };
}

const STATE_OF: Readonly<Record<PurchaseCheck['state'], PurchaseCondition['state']>> = {
  PASSED: 'MET',
  WARNING: 'MET',
  NOT_REQUIRED: 'MET',
  NOTICE: 'MET',
  FAILED: 'UNMET',
  PENDING: 'UNMET',
};

const RISK_FLOOR: Readonly<Record<StoredProduct['riskLevel'], string>> = {
  R1: 'C1（保守型）及以上',
  R2: 'C2（稳健型）及以上',
  R3: 'C3（平衡型）及以上',
  R4: 'C4（成长型）及以上',
  R5: 'C5（进取型）',
};

/** productCondition (cbff: false) or cbffproductCondition (cbff: true), read from the gate's checks. */
export function purchaseConditions(
  investor: Investor,
  product: StoredProduct,
  cbff: boolean,
): ProductConditionData {
  if ((lineOf(product) === 'CBFF') !== cbff) refuseWith('05030006');
  const checks = checkCanBuy(investor, product.productCode, 'SUBSCRIBE').checks;
  const from = (item: PurchaseCheck['item']): Pick<PurchaseCondition, 'state' | 'note'> => {
    const check = checks.find((c) => c.item === item);
    return check ? { state: STATE_OF[check.state], note: check.summary } : { state: 'UNKNOWN' };
  };
  const conditions: PurchaseCondition[] = [
    {
      code: 'QUALIFIED_INVESTOR',
      title: '合格投资者',
      requirement: '金融资产不低于300万元，或近三年个人年均收入不低于40万元',
      ...from('QUALIFIED_INVESTOR'),
    },
    {
      code: 'RISK_LEVEL',
      title: '风险承受能力',
      requirement: RISK_FLOOR[product.riskLevel],
      ...from('RISK_ASSESSMENT'),
    },
    {
      code: 'MIN_AMOUNT',
      title: '起投金额',
      requirement: `${WAN(product.minAmount)}起，按${WAN(product.stepAmount)}递增`,
      state: 'UNKNOWN',
    },
  ];
  if (!cbff)
    conditions.push({
      code: 'OWN_FUNDS',
      title: '资金来源',
      requirement: '自有资金，不得使用贷款、发行债券等筹集的非自有资金',
      state: 'UNKNOWN',
    });
  if (product.riskLevel >= 'R3')
    conditions.push({
      code: 'AGE',
      title: '老年投资者',
      requirement: '65周岁及以上须签署老年投资者声明，并完成双录',
      ...from('ELDERLY_DECLARATION'),
    });
  return {
    productCode: product.productCode,
    productName: product.productName,
    line: lineOf(product),
    conditions,
  };
}
