import { afterEach, describe, expect, it } from 'vitest';
import type { CostMethodDetail } from '@gen/model/costMethodDetail';
import type { FixedIncomeDetail } from '@gen/model/fixedIncomeDetail';
import type { OnePageItemPage } from '@gen/model/onePageItemPage';
import type { ProductConditionData } from '@gen/model/productConditionData';
import type { ProductCouponListData } from '@gen/model/productCouponListData';
import type { ProductCycleData } from '@gen/model/productCycleData';
import type { ProductLiveStatus } from '@gen/model/productLiveStatus';
import type { ProductPeriodsData } from '@gen/model/productPeriodsData';
import type { ProductRuleDetail } from '@gen/model/productRuleDetail';
import type { RelatedProductsData } from '@gen/model/relatedProductsData';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { dataOf, statusOf } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { takeQuota } from './seed';

/** The product-line variants and the product through time, over the wire (fresh seed per test). */
setupMockApi();
afterEach(() => setInvestorVariant('default'));

const XT = { productCode: 'XT2024001' };
const CASH = { productCode: 'XJ2021001' };
const EQUITY = { productCode: 'JZ2022003' };

describe('the fixed-income line (fixedDetailNew, productRuleDetail, productCondition)', () => {
  it('gives 鑫享稳健1号 第5期 its tiers, half-yearly coupons on the 20th ending in 还本付息, and its collateral', async () => {
    const fixed = await dataOf<FixedIncomeDetail>('fixedDetailNew', XT);
    expect(fixed).toMatchObject({ trancheName: '第5期', collateralRatio: '48.50' });
    expect(fixed.benchmarkTiers.map((t) => t.rate)).toEqual(['5.40', '5.60']);
    const kinds = fixed.distributions.map((d) => d.kind);
    expect(kinds.at(-1)).toBe('BOTH');
    expect(kinds.slice(0, -1).every((k) => k === 'INCOME')).toBe(true);
    expect(fixed.distributions.slice(0, -1).every((d) => /-(06|12)-20$/.test(d.date))).toBe(true);
  });

  it('refuses the variant of another line with 05030006, an unknown product with 05030001', async () => {
    expect(await statusOf('fixedDetailNew', CASH)).toBe('05030006');
    expect(await statusOf('productRuleDetail', CASH)).toBe('05030006');
    expect(await statusOf('productCondition', CASH)).toBe('05030006');
    expect(await statusOf('fixedDetailNew', { productCode: 'XT1999999' })).toBe('05030001');
  });

  it('answers the deprecated fixedDetail and fixedDocumentation with their successors’ payloads', async () => {
    expect(await dataOf('fixedDetail', XT)).toEqual(await dataOf('fixedDetailNew', XT));
    expect(await dataOf('fixedDocumentation', XT)).toEqual(
      await dataOf('productDocumentation', { ...XT, kind: 'PROJECT' }),
    );
  });

  it('reads the conditions from the gate: 张伟 is qualified and C3; a C2 investor fails R3', async () => {
    const mine = await dataOf<ProductConditionData>('productCondition', XT);
    expect(mine.line).toBe('FIXED');
    expect(mine.conditions.find((c) => c.code === 'QUALIFIED_INVESTOR')?.state).toBe('MET');
    expect(mine.conditions.find((c) => c.code === 'RISK_LEVEL')?.state).toBe('MET');
    await setInvestorVariant('c2');
    const c2 = await dataOf<ProductConditionData>('productCondition', XT);
    expect(c2.conditions.find((c) => c.code === 'RISK_LEVEL')?.state).toBe('UNMET');
  });

  it('words the equity rules by its open days', async () => {
    const rules = await dataOf<ProductRuleDetail>('productRuleDetail', EQUITY);
    expect(rules.line).toBe('GENERAL');
    expect(rules.sections.map((s) => s.title)).toEqual(['买入规则', '卖出规则', '费用']);
  });
});

describe('the cost-method line (cbff*): 华信现金宝1号', () => {
  it('keeps the unit at 1.0000 with the latest 7日年化 and 万份收益, and a 5万 quick-redemption quota', async () => {
    expect(await dataOf<CostMethodDetail>('cbffFixedDetail', CASH)).toMatchObject({
      valuationMethod: '摊余成本法',
      unitValue: '1.0000',
      quickRedeemLimit: '50000.00',
    });
    expect(await statusOf('cbffFixedDetail', XT)).toBe('05030006');
  });

  it('lists 张伟’s coupons, usable first, and refuses other lines', async () => {
    const { coupons } = await dataOf<ProductCouponListData>('cbffCouponList', CASH);
    expect(coupons.map((c) => [c.title, c.usable])).toEqual([
      ['0.20%加息券', true],
      ['0.50%加息券', false],
    ]);
    expect(await statusOf('cbffCouponList', XT)).toBe('05030006');
  });

  it('answers rules and conditions of its own line only', async () => {
    expect((await dataOf<ProductRuleDetail>('cbffProductRuleDetail', CASH)).line).toBe('CBFF');
    expect((await dataOf<ProductConditionData>('cbffproductCondition', CASH)).line).toBe('CBFF');
    expect(await statusOf('cbffProductRuleDetail', XT)).toBe('05030006');
    expect(await statusOf('cbffproductCondition', EQUITY)).toBe('05030006');
  });
});

describe('a product through time', () => {
  it('lists 鑫享稳健1号’s five tranches, newest first, 第1期 held', async () => {
    const { periods } = await dataOf<ProductPeriodsData>('listPeriodByProductId', XT);
    expect(periods.map((p) => p.periodName)).toEqual(['第5期', '第4期', '第3期', '第2期', '第1期']);
    expect(periods[0]).toMatchObject({ status: 'RAISING', held: false });
    expect(periods.at(-1)).toMatchObject({ held: true, maturityDate: '2027-06-28' });
  });

  it('puts the milestones of the tranche on sale in date order, the raise start passed', async () => {
    const { milestones } = await dataOf<ProductCycleData>('productCycleDates', XT);
    const dates = milestones.map((m) => m.date);
    expect(dates).toEqual([...dates].sort());
    expect(milestones[0]).toMatchObject({ code: 'RAISE_START', passed: true });
    expect(milestones.map((m) => m.code)).toContain('MATURITY');
  });

  it('shows the quota an order took in the live status', async () => {
    expect((await dataOf<ProductLiveStatus>('queryProductStatus', XT)).remainingQuota).toBe('23600000.00');
    await takeQuota('XT2024001', '1000000.00');
    expect(await dataOf<ProductLiveStatus>('queryProductStatus', XT)).toMatchObject({
      status: 'RAISING',
      statusText: '募集中',
      remainingQuota: '22600000.00',
    });
  });

  it('relates products of the same class, never the product itself', async () => {
    const { products } = await dataOf<RelatedProductsData>('productRelation', XT);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.productCode !== 'XT2024001' && p.productClass === 'FIXED')).toBe(true);
  });

  it('pages the one-page summaries in the lists’ order, 鑫享稳健1号 with its demo file', async () => {
    const page = await dataOf<OnePageItemPage>('queryOnePageList', { pageNum: 1, pageSize: 5 });
    expect(page.list.find((p) => p.productCode === 'XT2024001')).toMatchObject({ fileId: 'FXT2024001YYT' });
    expect(page.total).toBeGreaterThan(5);
    const cash = await dataOf<OnePageItemPage>('queryOnePageList', {
      pageNum: 1,
      pageSize: 5,
      productClass: 'CASH',
    });
    expect(cash.list.map((p) => p.productCode)).toEqual(['XJ2021001']);
  });
});
