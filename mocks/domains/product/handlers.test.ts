import { describe, expect, it } from 'vitest';
import type { FollowStatusData } from '@gen/model/followStatusData';
import type { NetWorthRowPage } from '@gen/model/netWorthRowPage';
import type { NetWorthTrend } from '@gen/model/netWorthTrend';
import type { OpenDayItem } from '@gen/model/openDayItem';
import type { PreheatDetail } from '@gen/model/preheatDetail';
import type { ProductButtonsData } from '@gen/model/productButtonsData';
import type { ProductDetail } from '@gen/model/productDetail';
import type { ProductDocumentation } from '@gen/model/productDocumentation';
import type { ProductFilePage } from '@gen/model/productFilePage';
import type { ProductOpenDays } from '@gen/model/productOpenDays';
import type { ProductSummaryPage } from '@gen/model/productSummaryPage';
import type { ProductTypeItem } from '@gen/model/productTypeItem';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { setSessionStatus } from '@mocks/scenarios/session';

/** The stateful product mock over the wire, inside the whole mock API (fresh seed per test). */
setupMockApi();

async function data<T>(name: string, requestData: unknown): Promise<T> {
  const answer = await checkedCall<T>(name, requestData);
  expect(answer.result.statusCode, answer.result.msg).toBe('00000000');
  return answer.result.data as T;
}

describe('product lists', () => {
  it('可购产品: on sale now, preheat first, each card with its big number', async () => {
    const page = await data<ProductSummaryPage>('purchaseProductList', { pageNum: 1, pageSize: 10 });
    expect(page.list.map((p) => p.productCode)).toEqual([
      'JZ2023008',
      'XT2024001',
      'XT2024002',
      'JZ2022003',
      'XT2023015',
      'JZ2021005',
      'XJ2021001',
    ]);
    expect(page.total).toBe(7);
    const byCode = Object.fromEntries(page.list.map((p) => [p.productCode, p]));
    expect(byCode.XT2024001).toMatchObject({
      benchmarkMin: '5.40',
      benchmarkMax: '5.60',
      minAmount: '1000000.00',
    });
    expect(byCode.JZ2022003).toMatchObject({
      latestNav: '1.1860',
      navDate: '2026-11-20',
      sinceInception: '23.60',
    });
    expect(byCode.XJ2021001).toMatchObject({ sevenDayYield: '2.1350', yieldDate: '2026-11-20' });
    expect(byCode.JZ2023008?.saleStartAt).toMatch(/T09:00:00\+08:00$/);
  });

  it('filters by class and pages', async () => {
    const equity = await data<ProductSummaryPage>('purchaseProductList', {
      pageNum: 1,
      pageSize: 2,
      productClass: 'EQUITY',
    });
    expect(equity).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(equity.list).toHaveLength(2);
    const second = await data<ProductSummaryPage>('purchaseProductList', {
      pageNum: 2,
      pageSize: 2,
      productClass: 'EQUITY',
    });
    expect(second.list.map((p) => p.productCode)).toEqual(['JZ2021005']);
  });

  it('全部产品 by status group, and the class counts', async () => {
    const ended = await data<ProductSummaryPage>('queryAppletProductList', {
      pageNum: 1,
      pageSize: 10,
      statusGroup: 'ENDED',
    });
    expect(ended.list.map((p) => p.status)).toEqual(['MATURED', 'LIQUIDATED']);
    const all = await data<ProductSummaryPage>('queryAppletProductList', { pageNum: 1, pageSize: 50 });
    expect(all.total).toBe(12);
    const types = await data<ProductTypeItem[]>('queryAppletProductType', {});
    expect(types).toEqual([
      { productClass: 'FIXED', className: '固定收益类', onSaleCount: 3, totalCount: 7 },
      { productClass: 'EQUITY', className: '权益类', onSaleCount: 3, totalCount: 3 },
      { productClass: 'CASH', className: '现金管理类', onSaleCount: 1, totalCount: 1 },
      { productClass: 'FAMILY', className: '家族信托', onSaleCount: 0, totalCount: 1 },
    ]);
  });
});

describe('product detail', () => {
  it('answers every product of the story, and 05030001 for an unknown code', async () => {
    const fixed = await data<ProductDetail>('appletProductDetail', { productCode: 'XT2024001' });
    expect(fixed).toMatchObject({
      trancheName: '第5期',
      stepAmount: '100000.00',
      remainingQuota: '23600000.00',
      benchmarkTiers: [
        { minAmount: '1000000.00', maxAmount: '3000000.00', rate: '5.40' },
        { minAmount: '3000000.00', rate: '5.60' },
      ],
    });
    const equity = await data<ProductDetail>('appletProductDetail', { productCode: 'JZ2022003' });
    expect(equity).toMatchObject({ latestNav: '1.1860', accNav: '1.2360', nextOpenDay: expect.any(String) });
    for (const code of ['XT2024002', 'XT2023015', 'XT2023008', 'XT2022011', 'XT2021009', 'XT2024010']) {
      await data('appletProductDetail', { productCode: code });
    }
    for (const code of ['JZ2023008', 'JZ2021005', 'XJ2021001', 'JT2020006']) {
      await data('appletProductDetail', { productCode: code });
    }
    const missing = await checkedCall('appletProductDetail', { productCode: 'XT1999999' });
    expect(missing.result).toMatchObject({ statusCode: '05030001', msg: '产品不存在或已下架' });
  });

  it('gives the bottom button by status and holding', async () => {
    const buttons = async (productCode: string) =>
      (await data<ProductButtonsData>('queryProductButtons', { productCode })).buttons[0];
    expect(await buttons('XT2024001')).toMatchObject({ action: 'ADDITIONAL', enabled: true });
    expect(await buttons('XT2024002')).toMatchObject({ action: 'RESERVE', enabled: true });
    expect(await buttons('XT2023015')).toMatchObject({ action: 'SOLD_OUT', enabled: false });
    expect(await buttons('JZ2023008')).toMatchObject({ action: 'REMIND', enabled: true });
    expect(await buttons('JZ2021005')).toMatchObject({ action: 'SUBSCRIBE', enabled: true });
    expect(await buttons('XT2021009')).toMatchObject({ action: 'CLOSED', text: '已清算', enabled: false });
    expect(await buttons('JT2020006')).toMatchObject({ action: 'CONTACT' });
  });

  it('follows and unfollows, idempotently', async () => {
    const status = (productCode: string) =>
      data<FollowStatusData>('queryAttentionStatusByProduct', { productCode });
    expect(await status('XT2024002')).toEqual({ following: true });
    expect(await status('XT2024001')).toEqual({ following: false });
    await data('followProduct', { productCode: 'XT2024001', follow: true });
    await data('followProduct', { productCode: 'XT2024001', follow: true });
    expect(await status('XT2024001')).toEqual({ following: true });
    await data('followProduct', { productCode: 'XT2024001', follow: false });
    expect(await status('XT2024001')).toEqual({ following: false });
  });

  it('sets a preheat reminder once, and refuses 05030003 on a product already on sale', async () => {
    const before = await data<PreheatDetail>('productPreheatDetail', { productCode: 'JZ2023008' });
    expect(before.reminderCount).toBe(127);
    expect(await data('queryMakeStatus', { productCode: 'JZ2023008' })).toEqual({ reminded: false });
    const set = await data('makePreheat', { productCode: 'JZ2023008' });
    expect(set).toMatchObject({ reminded: true, remindAt: expect.stringMatching(/T08:30:00\+08:00$/) });
    await data('makePreheat', { productCode: 'JZ2023008' });
    const after = await data<PreheatDetail>('productPreheatDetail', { productCode: 'JZ2023008' });
    expect(after.reminderCount).toBe(128);
    const refused = await checkedCall('makePreheat', { productCode: 'XT2024001' });
    expect(refused.result.statusCode).toBe('05030003');
  });

  it('serves the texts a product has, 05030005 for those it has not', async () => {
    const project = await data<ProductDocumentation>('productDocumentation', {
      productCode: 'XT2024001',
      kind: 'PROJECT',
    });
    expect(project.sections[0]?.facts?.[0]).toEqual({ label: '融资方', value: '深圳市华城置业发展有限公司' });
    const adviser = await data<ProductDocumentation>('productDocumentation', {
      productCode: 'JZ2022003',
      kind: 'ADVISER',
    });
    expect(adviser.people?.[0]?.name).toBe('李明远');
    await data('productDocumentation', { productCode: 'JZ2022003', kind: 'STRATEGY' });
    await data('productDocumentation', { productCode: 'XJ2021001', kind: 'INTRODUCTION' });
    const none = await checkedCall('productDocumentation', { productCode: 'XT2024001', kind: 'ADVISER' });
    expect(none.result.statusCode).toBe('05030005');
  });
});

describe('NAV', () => {
  it('pages the history newest first with 日涨跌; cash rows carry 万份收益 and 7日年化', async () => {
    const nav = await data<NetWorthRowPage>('productHistoryNetWorthList', {
      pageNum: 1,
      pageSize: 3,
      productCode: 'JZ2022003',
    });
    expect(nav.total).toBeGreaterThan(1000);
    expect(nav.list[0]).toEqual({
      date: '2026-11-20',
      nav: '1.1860',
      accNav: '1.2360',
      dailyChange: '-0.74',
    });
    const cash = await data<NetWorthRowPage>('productHistoryNetWorthList', {
      pageNum: 1,
      pageSize: 1,
      productCode: 'XJ2021001',
    });
    expect(cash.list[0]).toEqual({ date: '2026-11-20', perTenThousand: '0.5812', sevenDayYield: '2.1350' });
    const none = await data<NetWorthRowPage>('productHistoryNetWorthList', {
      pageNum: 1,
      pageSize: 10,
      productCode: 'XT2024001',
    });
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it('gives the whole trend since establishment', async () => {
    const trend = await data<NetWorthTrend>('worthTrendByProductId', { productCode: 'JZ2022003' });
    expect(trend.points[0]).toMatchObject({ date: '2022-03-18', nav: '1.0000', benchmark: '1.0000' });
    expect(trend.points.at(-1)?.nav).toBe('1.1860');
    expect(trend.cashPoints).toEqual([]);
    const cash = await data<NetWorthTrend>('worthTrendByProductId', { productCode: 'XJ2021001' });
    expect(cash.points).toEqual([]);
    expect(cash.cashPoints.length).toBeGreaterThan(1900);
  });

  it('serves the public chart logged out, and refuses 05030004 for a product without a NAV', async () => {
    await setSessionStatus('loggedOut');
    const trend = await data<NetWorthTrend>('netWorthTrendForExoSystem', { productCode: 'JZ2021005' });
    expect(trend.points.at(-1)?.nav).toBe('1.0873');
    const refused = await checkedCall('netWorthTrendForExoSystem', { productCode: 'XT2024001' });
    expect(refused.result.statusCode).toBe('05030004');
    const private_ = await checkedCall('worthTrendByProductId', { productCode: 'JZ2021005' });
    expect(private_.code).toBe('06060010');
  });
});

describe('documents, disclosures and open days', () => {
  it('lists a product’s documents, and disclosures by product, type and year', async () => {
    const docs = await data<ProductFilePage>('productFile', {
      pageNum: 1,
      pageSize: 20,
      category: 'PRODUCT',
      productCode: 'XT2024001',
    });
    expect(docs.list.map((f) => f.docType)).toEqual([
      'TRUST_CONTRACT',
      'RISK_DECLARATION',
      'RISK_DISCLOSURE',
      'PROSPECTUS',
      'ONE_PAGE',
    ]);
    const quarterly = await data<ProductFilePage>('productFile', {
      pageNum: 1,
      pageSize: 10,
      category: 'DISCLOSURE',
      productCode: 'JZ2022003',
      reportType: 'QUARTERLY',
      year: 2026,
    });
    expect(quarterly.list.map((f) => f.title)).toEqual([
      '华信价值精选1号证券投资集合资金信托计划2026年第三季度信托事务管理报告',
      '华信价值精选1号证券投资集合资金信托计划2026年第二季度信托事务管理报告',
      '华信价值精选1号证券投资集合资金信托计划2026年第一季度信托事务管理报告',
      // published in January 2026
      '华信价值精选1号证券投资集合资金信托计划2025年第四季度信托事务管理报告',
    ]);
    const one = await data<ProductFilePage>('productFile', {
      pageNum: 1,
      pageSize: 1,
      category: 'DISCLOSURE',
      fileId: quarterly.list[0]!.fileId,
    });
    expect(one.list).toEqual([quarterly.list[0]]);
    const missing = await checkedCall('productFile', {
      pageNum: 1,
      pageSize: 10,
      category: 'PRODUCT',
      productCode: 'NOPE1',
    });
    expect(missing.result.statusCode).toBe('05030001');
  });

  it('lists open days ascending, with what can be done', async () => {
    const days = await data<OpenDayItem[]>('selectOpenDayList', {});
    expect(days.length).toBeGreaterThan(5);
    expect([...days].sort((a, b) => a.date.localeCompare(b.date))).toEqual(days);
    expect(new Set(days.map((d) => d.productCode))).toEqual(new Set(['XT2023008', 'JZ2022003', 'JZ2021005']));
    const one = await data<ProductOpenDays>('queryProductOpenDay', { productCode: 'JZ2022003' });
    expect(one.openRule).toContain('每月15日');
    expect(one.nextOpenDay).toBeDefined();
    const none = await data<ProductOpenDays>('queryProductOpenDay', { productCode: 'XT2024001' });
    expect(none.openDays).toEqual([]);
  });
});
