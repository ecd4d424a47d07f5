import { STORY_PRODUCTS } from '@mocks/db/seed/story';
import { productDetailSeeds, type StoryCode } from './catalog';
import { LAST_VALUATION_DATE } from './series';

/**
 * The product files (产品文件: contract, risk declarations, prospectus) and the information
 * disclosures (信息披露) of every product. Read-only, derived from the catalogue's fixed dates,
 * so the same on every run. Each has a fileId the file-preview path serves as a PDF
 * (./files.ts).
 *
 * Our proposal: titles follow the way Chinese trust companies name these documents; the
 * contents are invented.
 */

export type DocumentType =
  | 'TRUST_CONTRACT' // 信托合同
  | 'RISK_DECLARATION' // 风险申明书
  | 'RISK_DISCLOSURE' // 认购风险揭示书
  | 'PROSPECTUS' // 信托计划说明书
  | 'ONE_PAGE'; // 产品一页通

export const DOCUMENT_TYPE_NAMES: Readonly<Record<DocumentType, string>> = {
  TRUST_CONTRACT: '信托合同',
  RISK_DECLARATION: '风险申明书',
  RISK_DISCLOSURE: '认购风险揭示书',
  PROSPECTUS: '信托计划说明书',
  ONE_PAGE: '产品一页通',
};

export interface ProductDocument {
  docId: string;
  productCode: string;
  docType: DocumentType;
  title: string;
  fileId: string;
  /** Version date of the document. */
  publishDate: string;
  /** Pages of the PDF the mock serves. */
  pages: number;
  /** Must be read in full before signing (the subscription's agreement). */
  mustRead: boolean;
}

export type ReportType =
  | 'ESTABLISH' // 成立公告
  | 'QUARTERLY' // 季度管理报告
  | 'ANNUAL' // 年度报告
  | 'TEMPORARY' // 临时公告
  | 'NAV' // 净值公告
  | 'DISTRIBUTION' // 分配公告
  | 'LIQUIDATION'; // 清算报告

export const REPORT_TYPE_NAMES: Readonly<Record<ReportType, string>> = {
  ESTABLISH: '成立公告',
  QUARTERLY: '季度管理报告',
  ANNUAL: '年度报告',
  TEMPORARY: '临时公告',
  NAV: '净值公告',
  DISTRIBUTION: '分配公告',
  LIQUIDATION: '清算报告',
};

export interface DisclosureReport {
  reportId: string;
  productCode: string;
  productName: string;
  reportType: ReportType;
  title: string;
  publishDate: string;
  fileId: string;
  pages: number;
  summary: string;
}

const DOC_ORDER: readonly DocumentType[] = [
  'TRUST_CONTRACT',
  'RISK_DECLARATION',
  'RISK_DISCLOSURE',
  'PROSPECTUS',
  'ONE_PAGE',
];

let documentsCache: ProductDocument[] | undefined;

/** Every product's files, in the order a subscription shows them. */
export function productDocuments(): readonly ProductDocument[] {
  if (documentsCache) return documentsCache;
  const seeds = productDetailSeeds();
  documentsCache = STORY_PRODUCTS.flatMap((product) => {
    const seed = seeds[product.productCode];
    const date = seed.raiseStart ?? seed.establishDate ?? '2020-05-20';
    const types = product.productClass === 'FAMILY' ? DOC_ORDER.slice(0, 2) : DOC_ORDER;
    return types.map((docType): ProductDocument => ({
      docId: `${product.productCode}-${docType}`,
      productCode: product.productCode,
      docType,
      title: `${product.productName}${DOCUMENT_TYPE_NAMES[docType]}`,
      fileId: `FDOC-${product.productCode}-${docType}`,
      publishDate: date,
      pages: docType === 'TRUST_CONTRACT' ? 6 : docType === 'PROSPECTUS' ? 4 : 2,
      mustRead:
        docType === 'TRUST_CONTRACT' || docType === 'RISK_DECLARATION' || docType === 'RISK_DISCLOSURE',
    }));
  });
  return documentsCache;
}

const QUARTERS = [
  { end: '03-31', publish: '04-20', label: '第一季度' },
  { end: '06-30', publish: '07-20', label: '第二季度' },
  { end: '09-30', publish: '10-20', label: '第三季度' },
  { end: '12-31', publish: '01-20', label: '第四季度' },
] as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let reportsCache: DisclosureReport[] | undefined;

/**
 * Every disclosure, newest first: 成立公告 the day after establishment; a 季度管理报告 20 days
 * after each quarter the product lived through and a 年度报告 each 30 April; 分配公告 for the
 * fixed-income distributions, monthly 净值公告 for the NAV products; 临时公告 where something
 * happened; 清算报告 for the liquidated plan. Nothing after LAST_VALUATION_DATE.
 */
export function disclosureReports(): readonly DisclosureReport[] {
  if (reportsCache) return reportsCache;
  const seeds = productDetailSeeds();
  const reports: DisclosureReport[] = [];
  for (const product of STORY_PRODUCTS) {
    const seed = seeds[product.productCode];
    const established = seed.establishDate;
    if (!established) continue;
    const end = minDate(seed.maturityDate ? addDays(seed.maturityDate, 60) : LAST_VALUATION_DATE);
    const add = (reportType: ReportType, publishDate: string, title: string, summary: string) => {
      if (publishDate > end) return;
      const serial = String(reports.filter((r) => r.productCode === product.productCode).length + 1);
      reports.push({
        reportId: `RPT${product.productCode}${serial.padStart(3, '0')}`,
        productCode: product.productCode,
        productName: product.productName,
        reportType,
        title: `${product.productName}${title}`,
        publishDate,
        fileId: `FRPT-${product.productCode}-${serial.padStart(3, '0')}`,
        pages: reportType === 'ANNUAL' ? 4 : reportType === 'QUARTERLY' ? 3 : 1,
        summary,
      });
    };

    add(
      'ESTABLISH',
      addDays(established, 1),
      '成立公告',
      `本信托计划已于${established}成立，${TRUSTEE_TEXT}按信托文件管理信托财产。`,
    );
    const firstYear = Number(established.slice(0, 4));
    for (let year = firstYear; year <= 2026; year += 1) {
      QUARTERS.forEach((quarter, q) => {
        const quarterEnd = `${year}-${quarter.end}`;
        if (quarterEnd <= established) return;
        const publish = q === 3 ? `${year + 1}-${quarter.publish}` : `${year}-${quarter.publish}`;
        add(
          'QUARTERLY',
          publish,
          `${year}年${quarter.label}信托事务管理报告`,
          `${year}年${quarter.label}信托财产运用、管理情况及收益情况的报告。`,
        );
      });
      const annualPublish = `${year + 1}-04-30`;
      if (`${year}-12-31` > established) {
        add(
          'ANNUAL',
          annualPublish,
          `${year}年度信托事务管理报告`,
          `${year}年度信托财产管理、运用、处分及收益情况，经审计的信托财务报告摘要。`,
        );
      }
      if (product.productClass === 'FIXED' && seed.distribution.includes('半年')) {
        for (const day of ['06-20', '12-20']) {
          const date = `${year}-${day}`;
          if (date > addDays(established, 90)) {
            add(
              'DISTRIBUTION',
              addDays(date, -5),
              `${year}年${day.startsWith('06') ? '上' : '下'}半年收益分配公告`,
              `受托人将于${date}向受益人分配信托收益，请留意到账情况。`,
            );
          }
        }
      }
      if (product.productClass === 'FIXED' && seed.distribution.includes('季度')) {
        for (const day of ['03-20', '06-20', '09-20', '12-20']) {
          const date = `${year}-${day}`;
          if (date > addDays(established, 60)) {
            add(
              'DISTRIBUTION',
              addDays(date, -5),
              `${year}年${Number(day.slice(0, 2))}月收益分配公告`,
              `受托人将于${date}分配本季度信托收益。`,
            );
          }
        }
      }
      if (product.productClass === 'EQUITY') {
        for (let month = 1; month <= 12; month += 1) {
          const date = `${year}-${String(month).padStart(2, '0')}-05`;
          if (date > addDays(established, 20)) {
            add(
              'NAV',
              date,
              `${year}年${month}月净值公告`,
              `截至上月最后一个估值日的信托单位净值及累计净值。`,
            );
          }
        }
      }
    }
    if (product.productCode === 'JZ2022003') {
      add(
        'TEMPORARY',
        '2024-01-10',
        '关于实施收益分配的临时公告',
        '每信托单位分配现金0.0500元，权益登记日2024-01-12，分配后单位净值相应下调。',
      );
      add(
        'TEMPORARY',
        '2025-08-12',
        '关于变更投资经理的临时公告',
        '经投资顾问提名、受托人同意，本信托计划投资经理变更为李明远先生。',
      );
    }
    if (product.productCode === 'XT2024001') {
      add(
        'TEMPORARY',
        '2026-11-10',
        '关于第5期信托单位发行的公告',
        '本信托计划第5期信托单位开始募集，认购起点100万元。',
      );
    }
    if (product.productCode === 'XT2021009') {
      add(
        'LIQUIDATION',
        '2023-10-20',
        '清算报告',
        '本信托计划已于2023-09-15到期终止，信托财产已全部分配完毕，清算完成。',
      );
    }
    if (product.productCode === 'XT2022011') {
      add(
        'TEMPORARY',
        '2024-11-12',
        '关于信托计划到期的公告',
        '本信托计划已于2024-11-10到期，受托人正在办理信托财产的变现与分配。',
      );
    }
  }
  reports.sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.reportId.localeCompare(a.reportId));
  reportsCache = reports;
  return reports;
}

const TRUSTEE_TEXT = '华信信托股份有限公司作为受托人';

function minDate(date: string): string {
  return date < LAST_VALUATION_DATE ? date : LAST_VALUATION_DATE;
}

export function documentsOf(productCode: string): ProductDocument[] {
  return productDocuments().filter((doc) => doc.productCode === productCode);
}

export function findDocumentByFileId(fileId: string): ProductDocument | DisclosureReport | undefined {
  return (
    productDocuments().find((doc) => doc.fileId === fileId) ??
    disclosureReports().find((report) => report.fileId === fileId)
  );
}

export type { StoryCode };
