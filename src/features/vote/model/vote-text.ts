import type { VoteStatus } from '@gen/model/voteStatus';

export type Tone = 'primary' | 'success' | 'warning' | 'weak';

export const STATUS_TEXT: Readonly<Record<VoteStatus, { label: string; tone: Tone }>> = {
  NOT_STARTED: { label: '未开始', tone: 'weak' },
  OPEN: { label: '表决中', tone: 'primary' },
  CLOSED: { label: '已截止，计票中', tone: 'warning' },
  COUNTED: { label: '已出结果', tone: 'success' },
};

/** "2026-12-02T17:00:00+08:00" → "2026年12月02日 17:00" (Beijing time, as the server sends it). */
export const dateTimeText = (at: string) =>
  `${at.slice(0, 4)}年${at.slice(5, 7)}月${at.slice(8, 10)}日 ${at.slice(11, 16)}`;

/** "2026-11-17" → "2026年11月17日". */
export const dateText = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Beijing, "YYYY-MM-DD". */
const beijingDate = (ms: number) => new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * How long is left to vote, counted in whole days to the deadline's moment: 距截止还有3天; under a
 * day, the hour (今天17:00截止 / 明天17:00截止); undefined once past.
 */
export function timeLeftText(deadline: string, now: number = Date.now()): string | undefined {
  const left = Date.parse(deadline) - now;
  if (!(left > 0)) return undefined;
  const days = Math.floor(left / DAY_MS);
  if (days >= 1) return `距截止还有${days}天`;
  const day = deadline.slice(0, 10) === beijingDate(now) ? '今天' : '明天';
  return `${day}${deadline.slice(11, 16)}截止`;
}
