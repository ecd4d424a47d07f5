import type { DocType } from '@gen/model/docType';
import type { ReportType } from '@gen/model/reportType';

export const REPORT_TYPE_LABELS: Readonly<Record<ReportType, string>> = {
  ESTABLISH: '成立公告',
  QUARTERLY: '季度管理报告',
  ANNUAL: '年度报告',
  TEMPORARY: '临时公告',
  NAV: '净值公告',
  DISTRIBUTION: '分配公告',
  LIQUIDATION: '清算报告',
};

export const REPORT_TYPE_KEYS = [
  'ESTABLISH',
  'QUARTERLY',
  'ANNUAL',
  'TEMPORARY',
  'NAV',
  'DISTRIBUTION',
  'LIQUIDATION',
] as const satisfies readonly ReportType[];

export const DOC_TYPE_LABELS: Partial<Readonly<Record<DocType, string>>> = {
  TRUST_CONTRACT: '信托合同',
  RISK_DECLARATION: '风险申明书',
  RISK_DISCLOSURE: '认购风险揭示书',
  PROSPECTUS: '信托计划说明书',
  ONE_PAGE: '产品一页通',
};
