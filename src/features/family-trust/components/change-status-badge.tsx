import type { ChangeRecordStatus } from '@gen/model/changeRecordStatus';
import { CHANGE_STATUS, labelOf } from '../model/labels';

const TONE: Record<ChangeRecordStatus, string> = {
  REVIEWING: 'ft-badge-reviewing',
  EFFECTIVE: 'ft-badge-effective',
  REJECTED: 'ft-badge-rejected',
};

/** 审核中 / 已生效 / 已驳回, in the colours the record list and the detail share. */
export function ChangeStatusBadge({ status }: { status: ChangeRecordStatus }) {
  const tone = Object.hasOwn(TONE, status) ? TONE[status] : 'ft-badge-muted';
  return <span className={`ft-badge ${tone}`}>{labelOf(CHANGE_STATUS, status)}</span>;
}
