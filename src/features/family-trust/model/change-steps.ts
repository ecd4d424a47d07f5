import type { ChangeRecord } from '@gen/model/changeRecord';
import { wallTime } from './text';

export interface ChangeStep {
  title: string;
  meta?: string;
  state: 'done' | 'current' | 'failed' | 'todo';
}

/** 提交申请 → 受托人审核 → 生效 (or 已驳回), from a change's state and times. */
export function changeSteps(change: ChangeRecord): ChangeStep[] {
  const submitted: ChangeStep = { title: '提交申请', meta: wallTime(change.appliedAt), state: 'done' };
  if (change.status === 'REJECTED')
    return [submitted, { title: '受托人审核未通过', meta: wallTime(change.reviewedAt), state: 'failed' }];
  if (change.status === 'EFFECTIVE')
    return [
      submitted,
      { title: '受托人审核通过', meta: wallTime(change.reviewedAt), state: 'done' },
      {
        title: '新账户生效',
        meta: change.effectiveDate ? `${change.effectiveDate} 起的分配付至新账户` : undefined,
        state: 'done',
      },
    ];
  return [
    submitted,
    { title: '受托人审核中', meta: '预计1–3个工作日完成', state: 'current' },
    { title: '新账户生效', meta: '审核通过后自下一分配日起生效', state: 'todo' },
  ];
}
