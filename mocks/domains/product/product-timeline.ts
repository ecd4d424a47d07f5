import type { OnePageItemPage } from '@gen/model/onePageItemPage';
import type { OnePageListRequest } from '@gen/model/onePageListRequest';
import type { ProductCycleData } from '@gen/model/productCycleData';
import type { ProductCycleMilestone } from '@gen/model/productCycleMilestone';
import type { ProductLiveStatus } from '@gen/model/productLiveStatus';
import type { ProductPeriod } from '@gen/model/productPeriod';
import type { ProductPeriodsData } from '@gen/model/productPeriodsData';
import type { RelatedProductsData } from '@gen/model/relatedProductsData';
import { daysFromToday } from '@mocks/db/seed/story';
import { publicDocumentsOf } from '../contract/seed';
import { productDocuments } from './documents';
import { addMonths, plannedDistributions, valueDateOf } from './line-variants';
import { holds } from './rules';
import {
  benchmarkRange,
  nextOpenDay,
  PRODUCT_STATUS_NAMES,
  products,
  type ProductStatus,
  type StoredProduct,
} from './seed';

/**
 * A product through time: its tranches (listPeriodByProductId), the milestones of the tranche on
 * sale (productCycleDates), its live status (queryProductStatus), the products shown beside it
 * (productRelation) and the one-page summaries of every product (queryOnePageList).
 */

const ON_SALE: readonly ProductStatus[] = ['PREHEAT', 'RESERVING', 'RAISING', 'OPEN', 'SOLD_OUT'];

/** 鑫享稳健1号 is issued in tranches; the investor holds 第1期 (holding seed: 2024-06-28 → 2027-06-28). */
const SERIES: Readonly<Record<string, Omit<ProductPeriod, 'held'>[]>> = {
  XT2024001: [
    {
      periodNo: 4,
      periodName: '第4期',
      status: 'RUNNING',
      establishDate: '2025-12-19',
      maturityDate: '2027-12-19',
      rate: '5.40',
      scale: '250000000.00',
    },
    {
      periodNo: 3,
      periodName: '第3期',
      status: 'RUNNING',
      establishDate: '2025-06-27',
      maturityDate: '2027-06-27',
      rate: '5.50',
      scale: '300000000.00',
    },
    {
      periodNo: 2,
      periodName: '第2期',
      status: 'RUNNING',
      establishDate: '2024-12-20',
      maturityDate: '2026-12-20',
      rate: '5.60',
      scale: '200000000.00',
    },
    {
      periodNo: 1,
      periodName: '第1期',
      status: 'RUNNING',
      establishDate: '2024-06-28',
      maturityDate: '2027-06-28',
      rate: '5.40',
      scale: '300000000.00',
    },
  ],
};

function periodStatus(status: ProductStatus): ProductPeriod['status'] {
  if (status === 'MATURED' || status === 'LIQUIDATED') return 'MATURED';
  return ON_SALE.includes(status) ? 'RAISING' : 'RUNNING';
}

function maturityOf(product: StoredProduct): string | undefined {
  const start = valueDateOf(product);
  if (product.maturityDate) return product.maturityDate;
  return start && product.termMonths ? addMonths(start, product.termMonths) : undefined;
}

export function periodsOf(product: StoredProduct): ProductPeriodsData {
  const lowest = product.benchmarkTiers[0]?.rate ?? '0.00';
  const series = SERIES[product.productCode];
  const current: ProductPeriod = {
    periodNo: (series?.[0]?.periodNo ?? 0) + 1,
    periodName: product.trancheName ?? '第1期',
    status: periodStatus(product.status),
    rate: lowest,
    held: series ? false : holds(product.productCode),
  };
  const onSale = current.status === 'RAISING';
  const start = onSale ? undefined : (product.establishDate ?? undefined);
  const end = onSale ? undefined : maturityOf(product);
  const periods: ProductPeriod[] = [
    { ...current, ...(start ? { establishDate: start } : {}), ...(end ? { maturityDate: end } : {}) },
    ...(series ?? []).map((p) => ({ ...p, held: p.periodNo === 1 && holds(product.productCode) })),
  ];
  return { productCode: product.productCode, productName: product.productName, periods };
}

export function cycleOf(product: StoredProduct, today = daysFromToday(0)): ProductCycleData {
  const value = valueDateOf(product);
  const maturity = maturityOf(product);
  const nextPay = plannedDistributions(product).find((d) => d.date > today && d.date !== maturity);
  const open = product.openRule ? nextOpenDay(product.productCode, today) : undefined;
  const raw: [ProductCycleMilestone['code'], string, string | null | undefined][] = [
    ['RAISE_START', '募集开始', product.raiseStart],
    ['RAISE_END', '募集结束', product.raiseEnd],
    ['ESTABLISH', '成立日', value],
    ['NEXT_OPEN', '下一开放日', open?.date],
    ['NEXT_DISTRIBUTION', '下一分配日', nextPay?.date],
    ['MATURITY', '到期日', maturity],
  ];
  const milestones = raw
    .filter((row): row is [ProductCycleMilestone['code'], string, string] => typeof row[2] === 'string')
    .map(([code, label, date]) => ({ code, label, date, passed: date < today }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    productCode: product.productCode,
    ...(product.trancheName ? { trancheName: product.trancheName } : {}),
    milestones,
  };
}

export function liveStatusOf(product: StoredProduct): ProductLiveStatus {
  const now = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19);
  return {
    productCode: product.productCode,
    status: product.status,
    statusText: PRODUCT_STATUS_NAMES[product.status],
    remainingQuota: product.remainingQuota,
    ...(product.raiseEnd && ON_SALE.includes(product.status) ? { raiseEnd: product.raiseEnd } : {}),
    asOf: `${now}+08:00`,
  };
}

function headline(product: StoredProduct): string {
  const range = benchmarkRange(product);
  if (range) return `业绩比较基准 ${range} · ${product.termText}`;
  if (product.benchmarkName) return `比较基准 ${product.benchmarkName} · ${product.termText}`;
  return `${product.termText} · ${product.distribution.slice(0, 12)}`;
}

/** Up to three of the same class (on sale first), then the same adviser's; never the product itself. */
export function relatedTo(product: StoredProduct): RelatedProductsData {
  const others = products.findMany().filter((p) => p.productCode !== product.productCode);
  const rank = (p: StoredProduct) => (ON_SALE.includes(p.status) ? 0 : 1) * 100 + p.sortOrder;
  const sameClass = others
    .filter((p) => p.productClass === product.productClass && p.status !== 'LIQUIDATED')
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, 3);
  const sameAdviser = product.adviser
    ? others.filter((p) => p.adviser === product.adviser && !sameClass.includes(p)).slice(0, 2)
    : [];
  return {
    productCode: product.productCode,
    products: [
      ...sameClass.map((p) => ({ p, relation: 'SAME_CLASS' as const })),
      ...sameAdviser.map((p) => ({ p, relation: 'SAME_ADVISER' as const })),
    ].map(({ p, relation }) => ({
      productCode: p.productCode,
      productName: p.productName,
      productClass: p.productClass,
      riskLevel: p.riskLevel,
      status: p.status,
      relation,
      headline: headline(p),
    })),
  };
}

/** Every product's 产品一页通 (the same file getProductContract serves), in the lists' order. */
export function onePagePage(request: OnePageListRequest): OnePageItemPage {
  const published = products
    .findMany()
    .filter((p) => request.productClass === undefined || p.productClass === request.productClass)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .flatMap((p) => {
      const doc = publicDocumentsOf(p.productCode)?.documents.find((d) => d.docType === 'ONE_PAGE');
      const source = productDocuments().find(
        (d) => d.productCode === p.productCode && d.docType === 'ONE_PAGE',
      );
      if (!doc || !source) return [];
      return [
        {
          productCode: p.productCode,
          productName: p.productName,
          productClass: p.productClass,
          riskLevel: p.riskLevel,
          status: p.status,
          fileId: doc.fileId,
          publishDate: source.publishDate,
        },
      ];
    });
  const from = (request.pageNum - 1) * request.pageSize;
  return {
    list: published.slice(from, from + request.pageSize),
    total: published.length,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  };
}
