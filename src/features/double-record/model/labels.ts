import type { DrStatus } from '@gen/model/drStatus';

export const DR_STATUS: Record<DrStatus, { text: string; tone: 'todo' | 'progress' | 'done' | 'warn' }> = {
  PENDING: { text: '待双录', tone: 'todo' },
  RECORDING: { text: '录制中', tone: 'progress' },
  REVIEWING: { text: '质检中', tone: 'progress' },
  PASSED: { text: '通过', tone: 'done' },
  REJECTED: { text: '不通过', tone: 'warn' },
};

/** Seconds a script step stays at least: the server's minimum, slower for elderly investors. */
export const stepSeconds = (minSeconds: number, elderly: boolean) =>
  elderly ? Math.ceil(minSeconds * 1.5) : minSeconds;
