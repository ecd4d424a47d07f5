import type { ProductFile } from '@gen/model/productFile';
import { DOC_TYPE_LABELS, REPORT_TYPE_LABELS } from './file-labels';

/** 季度管理报告 / 信托合同 …: what kind of file it is, in the investor's words. */
export function fileTypeLabel(file: Pick<ProductFile, 'reportType' | 'docType'>): string {
  if (file.reportType) return REPORT_TYPE_LABELS[file.reportType];
  if (file.docType) return DOC_TYPE_LABELS[file.docType] ?? '产品文件';
  return '文件';
}
