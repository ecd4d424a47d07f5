import Big from 'big.js';
import type { CashPoint } from '@gen/model/cashPoint';
import type { DocumentationKind } from '@gen/model/documentationKind';
import type { FollowStatusData } from '@gen/model/followStatusData';
import type { NetWorthRow } from '@gen/model/netWorthRow';
import type { NetWorthRowPage } from '@gen/model/netWorthRowPage';
import type { NetWorthTrend } from '@gen/model/netWorthTrend';
import type { OpenDayItem } from '@gen/model/openDayItem';
import type { PreheatDetail } from '@gen/model/preheatDetail';
import type { PreheatStatusData } from '@gen/model/preheatStatusData';
import type { ProductButton } from '@gen/model/productButton';
import type { ProductDetail } from '@gen/model/productDetail';
import type { ProductDocumentation } from '@gen/model/productDocumentation';
import type { ProductFile } from '@gen/model/productFile';
import type { ProductFilePage } from '@gen/model/productFilePage';
import type { ProductFileRequest } from '@gen/model/productFileRequest';
import type { ProductOpenDays } from '@gen/model/productOpenDays';
import type { ProductStatusGroup } from '@gen/model/productStatusGroup';
import type { ProductSummary } from '@gen/model/productSummary';
import type { ProductSummaryPage } from '@gen/model/productSummaryPage';
import type { ProductTypeItem } from '@gen/model/productTypeItem';
import { daysFromToday, STORY_HOLDINGS } from '@mocks/db/seed/story';
import { refuseWith } from '@mocks/http/refusal';
import { disclosureReports, documentsOf, type DisclosureReport, type ProductDocument } from './documents';
import {
  findProduct,
  latestCashPoint,
  latestNav,
  navSeriesOf,
  cashSeriesOf,
  nextOpenDay,
  openDaysOf,
  PRODUCT_CLASS_NAMES,
  preheatReminders,
  productFollows,
  products,
  type ProductClass,
  type ProductRecord,
  type ProductStatus,
  type StoredProduct,
} from './seed';
import { ADVISERS, HIGHLIGHTS, introductionSections, projectSections, strategySections } from './texts';

/**
 * The mock server's product rules: the contract's views of the stored products (./seed.ts) and
 * the few writes (follow, preheat reminder). Refusals are the contract's 050300xx codes:
 * 05030001 no such product, 05030003 already on sale, 05030004 NAV not public, 05030005 no such
 * text for this product.
 */

const today = () => daysFromToday(0);

export function productOrRefuse(productCode: string): ProductRecord {
  const product = findProduct(productCode);
  if (!product) refuseWith('05030001');
  return product;
}

/** The investor holds the product (and it is not cleared): the demo story's holdings. */
export function holds(productCode: string): boolean {
  const holding = (STORY_HOLDINGS as Readonly<Record<string, { cleared?: boolean }>>)[productCode];
  return holding !== undefined && holding.cleared !== true;
}

const STATUS_GROUPS: Readonly<Record<ProductStatusGroup, readonly ProductStatus[]>> = {
  ON_SALE: ['PREHEAT', 'RESERVING', 'RAISING', 'SOLD_OUT', 'OPEN'],
  RUNNING: ['RAISE_ENDED', 'RUNNING'],
  ENDED: ['MATURED', 'LIQUIDATED'],
};

/** Marketing tags of the list cards (our proposal). */
const TAGS: Readonly<Record<string, string[]>> = {
  XT2024001: ['分期发行', '可追加'],
  JZ2023008: ['新品预告'],
  JZ2022003: ['每月开放'],
  JZ2021005: ['周度估值'],
  XJ2021001: ['T+1赎回'],
  XT2023008: ['季度开放'],
};

const rates = (product: StoredProduct) => product.benchmarkTiers.map((tier) => new Big(tier.rate));

function benchmarkBounds(product: StoredProduct): { benchmarkMin?: string; benchmarkMax?: string } {
  const all = rates(product);
  if (all.length === 0) return {};
  const min = all.reduce((a, b) => (a.lt(b) ? a : b));
  const max = all.reduce((a, b) => (a.gt(b) ? a : b));
  return { benchmarkMin: min.toFixed(2), benchmarkMax: max.toFixed(2) };
}

const percentSince = (value: string) => new Big(value).minus(1).times(100).toFixed(2);

/** NAV facts of a NAV product; the 7-day yield of a cash product. */
function marketFacts(product: StoredProduct) {
  const nav = latestNav(product.productCode);
  const cash = latestCashPoint(product.productCode);
  const series = navSeriesOf(product.productCode);
  const previous = series.at(-2);
  return {
    ...(nav
      ? {
          latestNav: nav.nav,
          accNav: nav.accNav,
          navDate: nav.date,
          sinceInception: percentSince(nav.accNav),
          ...(previous
            ? {
                dailyChange: new Big(nav.accNav)
                  .minus(previous.accNav)
                  .div(previous.accNav)
                  .times(100)
                  .toFixed(2),
              }
            : {}),
        }
      : {}),
    ...(cash
      ? { sevenDayYield: cash.sevenDayYield, perTenThousand: cash.perTenThousand, yieldDate: cash.date }
      : {}),
  };
}

export function toSummary(product: StoredProduct): ProductSummary {
  const facts = marketFacts(product);
  const raising: readonly ProductStatus[] = ['RESERVING', 'RAISING', 'SOLD_OUT'];
  return {
    productCode: product.productCode,
    productName: product.productName,
    productClass: product.productClass,
    riskLevel: product.riskLevel,
    status: product.status,
    termText: product.termText,
    minAmount: product.minAmount,
    ...benchmarkBounds(product),
    ...(facts.latestNav
      ? { latestNav: facts.latestNav, navDate: facts.navDate, sinceInception: facts.sinceInception }
      : {}),
    ...(facts.sevenDayYield ? { sevenDayYield: facts.sevenDayYield, yieldDate: facts.yieldDate } : {}),
    ...(raising.includes(product.status) && product.raiseEnd ? { raiseEnd: product.raiseEnd } : {}),
    ...(product.status === 'PREHEAT' && product.saleStartAt ? { saleStartAt: product.saleStartAt } : {}),
    tags: TAGS[product.productCode] ?? [],
  };
}

const byOrder = (a: StoredProduct, b: StoredProduct) => a.sortOrder - b.sortOrder;

function page<T>(all: readonly T[], pageNum: number, pageSize: number) {
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: all.length,
    pageNum,
    pageSize,
  };
}

/** 可购产品: on sale now (a sold-out product while its raise period lasts). */
export function purchasePage(request: {
  pageNum: number;
  pageSize: number;
  productClass?: ProductClass;
}): ProductSummaryPage {
  const all = products
    .findMany()
    .filter((p) => STATUS_GROUPS.ON_SALE.includes(p.status))
    .filter((p) => p.status !== 'SOLD_OUT' || (p.raiseEnd !== null && p.raiseEnd >= today()))
    .filter((p) => !request.productClass || p.productClass === request.productClass)
    .sort(byOrder)
    .map(toSummary);
  return page(all, request.pageNum, request.pageSize);
}

/** Every product, by class and status group. */
export function allProductsPage(request: {
  pageNum: number;
  pageSize: number;
  productClass?: ProductClass;
  statusGroup?: ProductStatusGroup;
}): ProductSummaryPage {
  const all = products
    .findMany()
    .filter((p) => !request.productClass || p.productClass === request.productClass)
    .filter((p) => !request.statusGroup || STATUS_GROUPS[request.statusGroup].includes(p.status))
    .sort(byOrder)
    .map(toSummary);
  return page(all, request.pageNum, request.pageSize);
}

const CLASS_ORDER: readonly ProductClass[] = ['FIXED', 'EQUITY', 'CASH', 'FAMILY'];

export function productTypes(): ProductTypeItem[] {
  const all = products.findMany();
  return CLASS_ORDER.map((productClass) => {
    const ofClass = all.filter((p) => p.productClass === productClass);
    return {
      productClass,
      className: PRODUCT_CLASS_NAMES[productClass],
      onSaleCount: ofClass.filter((p) => STATUS_GROUPS.ON_SALE.includes(p.status)).length,
      totalCount: ofClass.length,
    };
  });
}

export function toDetail(product: StoredProduct): ProductDetail {
  const facts = marketFacts(product);
  const next = nextOpenDay(product.productCode);
  return {
    productCode: product.productCode,
    productName: product.productName,
    shortName: product.shortName,
    ...(product.trancheName ? { trancheName: product.trancheName } : {}),
    productClass: product.productClass,
    riskLevel: product.riskLevel,
    status: product.status,
    termText: product.termText,
    ...(product.termMonths !== null ? { termMonths: product.termMonths } : {}),
    minAmount: product.minAmount,
    stepAmount: product.stepAmount,
    totalScale: product.totalScale,
    remainingQuota: product.remainingQuota,
    ...(product.raiseStart ? { raiseStart: product.raiseStart } : {}),
    ...(product.raiseEnd ? { raiseEnd: product.raiseEnd } : {}),
    ...(product.establishDate ? { establishDate: product.establishDate } : {}),
    ...(product.maturityDate ? { maturityDate: product.maturityDate } : {}),
    ...(product.saleStartAt ? { saleStartAt: product.saleStartAt } : {}),
    distribution: product.distribution,
    benchmarkTiers: product.benchmarkTiers.map((tier) => ({
      minAmount: tier.minAmount,
      ...(tier.maxAmount !== null ? { maxAmount: tier.maxAmount } : {}),
      rate: tier.rate,
    })),
    ...(product.benchmarkName ? { benchmarkName: product.benchmarkName } : {}),
    ...facts,
    ...(product.openRule ? { openRule: product.openRule } : {}),
    ...(next ? { nextOpenDay: next.date } : {}),
    trustee: product.trustee,
    custodian: product.custodian,
    ...(product.adviser ? { adviser: product.adviser } : {}),
    needsDoubleRecord: product.needsDoubleRecord,
    highlights: [...(HIGHLIGHTS[product.productCode] ?? [])],
  };
}

const button = (
  action: ProductButton['action'],
  text: string,
  enabled: boolean,
  hint?: string,
): ProductButton => ({
  action,
  text,
  enabled,
  ...(hint ? { hint } : {}),
});

/** The detail's bottom bar, from the status and whether the investor holds the product. */
export function buttonsOf(product: StoredProduct): ProductButton[] {
  const held = holds(product.productCode) && product.allowsAdditional;
  const next = nextOpenDay(product.productCode)?.date;
  if (product.productClass === 'FAMILY') {
    return [button('CONTACT', '咨询理财经理', true, '家族信托按需定制，请联系您的专属理财经理')];
  }
  switch (product.status) {
    case 'PREHEAT':
      return [button('REMIND', '开售提醒', true, `${(product.saleStartAt ?? '').slice(0, 10)} 开售`)];
    case 'RESERVING':
      return [
        button(
          'RESERVE',
          '立即预约',
          true,
          product.raiseStart ? `${product.raiseStart} 开始募集` : undefined,
        ),
      ];
    case 'RAISING':
      return held
        ? [button('ADDITIONAL', '追加认购', true, `您已持有本产品，募集截止 ${product.raiseEnd ?? ''}`)]
        : [
            button(
              'SUBSCRIBE',
              '立即认购',
              true,
              product.raiseEnd ? `募集截止 ${product.raiseEnd}` : undefined,
            ),
          ];
    case 'OPEN': {
      const hint = next ? `下一开放日 ${next}` : (product.openRule ?? undefined);
      return held
        ? [button('ADDITIONAL', '追加认购', true, hint)]
        : [button('SUBSCRIBE', '立即认购', true, hint)];
    }
    case 'SOLD_OUT':
      return [button('SOLD_OUT', '已售罄', false, '本期额度已售完，可关注后续期次')];
    case 'RAISE_ENDED':
      return [button('CLOSED', '募集结束', false, '本期募集已结束，产品成立后将发布成立公告')];
    case 'RUNNING':
      return [
        button(
          'CLOSED',
          '存续中',
          false,
          next ? `下一开放日 ${next}，届时可申购` : '产品存续中，暂不接受认购',
        ),
      ];
    case 'MATURED':
      return [button('CLOSED', '已到期', false, '产品已到期，正在办理信托财产分配')];
    case 'LIQUIDATED':
      return [button('CLOSED', '已清算', false, '产品已清算完毕')];
  }
}

export function followStatus(investorId: string, productCode: string): FollowStatusData {
  productOrRefuse(productCode);
  return { following: productFollows.findFirst((q) => q.where({ investorId, productCode })) !== undefined };
}

export async function setFollow(
  investorId: string,
  productCode: string,
  follow: boolean,
): Promise<FollowStatusData> {
  productOrRefuse(productCode);
  const existing = productFollows.findFirst((q) => q.where({ investorId, productCode }));
  if (follow && !existing) {
    await productFollows.create({ investorId, productCode, followedAt: new Date().toISOString() });
  }
  if (!follow && existing) productFollows.delete(existing);
  return { following: follow };
}

/** Reminders the other investors set (a stable figure per product) plus this investor's. */
const OTHERS_REMINDED: Readonly<Record<string, number>> = { JZ2023008: 127 };

export function preheatDetail(product: StoredProduct): PreheatDetail {
  const reminded = preheatReminders.findMany((q) => q.where({ productCode: product.productCode })).length;
  return {
    productCode: product.productCode,
    productName: product.productName,
    productClass: product.productClass,
    riskLevel: product.riskLevel,
    status: product.status,
    termText: product.termText,
    minAmount: product.minAmount,
    ...(product.benchmarkName ? { benchmarkName: product.benchmarkName } : {}),
    ...benchmarkBounds(product),
    saleStartAt: product.saleStartAt ?? `${product.raiseStart ?? today()}T09:00:00+08:00`,
    ...(product.raiseEnd ? { raiseEnd: product.raiseEnd } : {}),
    ...(product.adviser ? { adviser: product.adviser } : {}),
    reminderCount: (OTHERS_REMINDED[product.productCode] ?? 0) + reminded,
    highlights: [...(HIGHLIGHTS[product.productCode] ?? [])],
  };
}

const remindAtOf = (product: StoredProduct) =>
  product.saleStartAt
    ? new Date(Date.parse(product.saleStartAt) - 30 * 60 * 1000 + 8 * 3600 * 1000)
        .toISOString()
        .replace(/\.\d{3}Z$/, '+08:00')
    : undefined;

export function preheatStatus(investorId: string, product: StoredProduct): PreheatStatusData {
  const reminder = preheatReminders.findFirst((q) =>
    q.where({ investorId, productCode: product.productCode }),
  );
  const remindAt = remindAtOf(product);
  return reminder ? { reminded: true, ...(remindAt ? { remindAt } : {}) } : { reminded: false };
}

export async function setReminder(investorId: string, product: StoredProduct): Promise<PreheatStatusData> {
  if (product.status !== 'PREHEAT') refuseWith('05030003');
  const existing = preheatReminders.findFirst((q) =>
    q.where({ investorId, productCode: product.productCode }),
  );
  if (!existing) {
    await preheatReminders.create({
      investorId,
      productCode: product.productCode,
      createdAt: new Date().toISOString(),
    });
  }
  return preheatStatus(investorId, product);
}

const DOC_TITLES: Readonly<Record<DocumentationKind, string>> = {
  PROJECT: '项目介绍',
  STRATEGY: '投资策略',
  INTRODUCTION: '产品介绍',
  ADVISER: '投资顾问',
};

export function documentation(product: StoredProduct, kind: DocumentationKind): ProductDocumentation {
  const base = { productCode: product.productCode, productName: product.productName, kind };
  const updatedDate = product.raiseStart ?? product.establishDate ?? '2026-01-05';
  switch (kind) {
    case 'PROJECT':
      if (product.productClass !== 'FIXED') refuseWith('05030005');
      return {
        ...base,
        title: DOC_TITLES.PROJECT,
        updatedDate,
        sections: projectSections(product.productCode, product.productName),
      };
    case 'STRATEGY':
      if (product.productClass !== 'EQUITY') refuseWith('05030005');
      return {
        ...base,
        title: DOC_TITLES.STRATEGY,
        updatedDate,
        sections: strategySections(product.productCode),
      };
    case 'ADVISER': {
      const adviser = product.adviser ? ADVISERS[product.adviser] : undefined;
      if (!product.adviser || !adviser) refuseWith('05030005');
      return {
        ...base,
        title: product.adviser,
        updatedDate: '2025-08-12',
        sections: adviser.sections,
        people: adviser.people,
      };
    }
    case 'INTRODUCTION':
      return {
        ...base,
        title: DOC_TITLES.INTRODUCTION,
        updatedDate,
        sections: introductionSections({
          productName: product.productName,
          className: PRODUCT_CLASS_NAMES[product.productClass],
          termText: product.termText,
          minAmountText: `${new Big(product.minAmount).div(10000).toFixed(0)}万元`,
          distribution: product.distribution,
          riskLevel: product.riskLevel,
          highlights: HIGHLIGHTS[product.productCode] ?? [],
        }),
      };
  }
}

/** 历史净值, newest first: NAV rows with 日涨跌, or the cash product's daily income. */
export function historyPage(
  product: StoredProduct,
  request: { pageNum: number; pageSize: number },
): NetWorthRowPage {
  const nav = navSeriesOf(product.productCode);
  let rows: NetWorthRow[];
  if (nav.length > 0) {
    rows = nav.map((point, i) => {
      const previous = nav[i - 1];
      return {
        date: point.date,
        nav: point.nav,
        accNav: point.accNav,
        ...(previous
          ? {
              dailyChange: new Big(point.accNav)
                .minus(previous.accNav)
                .div(previous.accNav)
                .times(100)
                .toFixed(2),
            }
          : {}),
      };
    });
  } else {
    rows = cashSeriesOf(product.productCode).map((point) => ({
      date: point.date,
      perTenThousand: point.perTenThousand,
      sevenDayYield: point.sevenDayYield,
    }));
  }
  rows.reverse();
  return page(rows, request.pageNum, request.pageSize);
}

export function trendOf(product: StoredProduct): NetWorthTrend {
  return {
    productCode: product.productCode,
    productName: product.productName,
    productClass: product.productClass,
    ...(product.benchmarkName ? { benchmarkName: product.benchmarkName } : {}),
    ...(product.establishDate ? { establishDate: product.establishDate } : {}),
    points: navSeriesOf(product.productCode).map((p) => ({ ...p })),
    cashPoints: cashSeriesOf(product.productCode).map((p): CashPoint => ({ ...p })),
  };
}

/** The public chart: only products whose NAV or yield the trustee publishes. */
export function publicTrendOf(product: StoredProduct): NetWorthTrend {
  const trend = trendOf(product);
  if (trend.points.length === 0 && trend.cashPoints.length === 0) refuseWith('05030004');
  return trend;
}

function documentFile(doc: ProductDocument, productName: string): ProductFile {
  return {
    fileId: doc.fileId,
    title: doc.title,
    category: 'PRODUCT',
    docType: doc.docType,
    productCode: doc.productCode,
    productName,
    publishDate: doc.publishDate,
    pageCount: doc.pages,
    mustRead: doc.mustRead,
  };
}

function reportFile(report: DisclosureReport): ProductFile {
  return {
    fileId: report.fileId,
    title: report.title,
    category: 'DISCLOSURE',
    reportType: report.reportType,
    productCode: report.productCode,
    productName: report.productName,
    publishDate: report.publishDate,
    pageCount: report.pages,
    summary: report.summary,
  };
}

export function filePage(request: ProductFileRequest): ProductFilePage {
  if (request.productCode) productOrRefuse(request.productCode);
  let files: ProductFile[];
  if (request.category === 'PRODUCT') {
    files = products
      .findMany()
      .sort(byOrder)
      .filter((p) => !request.productCode || p.productCode === request.productCode)
      .flatMap((p) => documentsOf(p.productCode).map((doc) => documentFile(doc, p.productName)));
  } else {
    files = disclosureReports()
      .filter((r) => !request.productCode || r.productCode === request.productCode)
      .filter((r) => !request.reportType || r.reportType === request.reportType)
      .filter((r) => request.year === undefined || r.publishDate.startsWith(`${request.year}-`))
      .map(reportFile);
  }
  if (request.fileId) files = files.filter((file) => file.fileId === request.fileId);
  return page(files, request.pageNum, request.pageSize);
}

function openDayItems(product: StoredProduct): OpenDayItem[] {
  return openDaysOf(product.productCode).map((day) => ({
    productCode: product.productCode,
    productName: product.productName,
    date: day.date,
    canSubscribe: day.canSubscribe,
    canRedeem: day.canRedeem,
    applyDeadline: day.applyDeadline,
  }));
}

export function openDayList(productCode?: string): OpenDayItem[] {
  const chosen = productCode ? [productOrRefuse(productCode)] : products.findMany().sort(byOrder);
  return chosen
    .flatMap(openDayItems)
    .sort((a, b) => a.date.localeCompare(b.date) || a.productCode.localeCompare(b.productCode));
}

export function productOpenDays(product: StoredProduct): ProductOpenDays {
  const next = nextOpenDay(product.productCode);
  return {
    productCode: product.productCode,
    productName: product.productName,
    ...(product.openRule ? { openRule: product.openRule } : {}),
    ...(next ? { nextOpenDay: next.date } : {}),
    openDays: openDayItems(product),
  };
}
