import Big from 'big.js';
import type { ActivityEntry } from '@gen/model/activityEntry';
import type { LotteryPrize } from '@gen/model/lotteryPrize';
import type { PointsSource } from '@gen/model/pointsSource';
import type { TaskCoupon } from '@gen/model/taskCoupon';
import { formatMoney } from '@/format/money';
import { pointsText } from './points-text';

/** What a drawn prize means for the investor, in the server's words (the prize's name). */
export function prizeText(prize: LotteryPrize): string {
  if (prize.kind === 'THANKS') return '很遗憾，本次未中奖，谢谢参与';
  if (prize.kind === 'POINTS') return `恭喜您获得${prize.name}，积分已到账`;
  return `恭喜您获得${prize.name}，可在「我的卡券」查看`;
}

export const ENTRY_NAMES: Record<ActivityEntry, string> = {
  LOTTERY: '幸运抽奖',
  TASK: '积分任务',
  CARD: '我的卡券',
  MALL: '积分商城',
};

export const SOURCE_NAMES: Record<PointsSource, string> = {
  SIGN_IN: '每日签到',
  TASK: '积分任务',
  INVITE: '邀请好友',
  LOTTERY: '幸运抽奖',
  MALL: '商城兑换',
};

export const STATE_NAMES = { UNUSED: '未使用', USED: '已使用', EXPIRED: '已过期' } as const;

/** A coupon's worth: 加息0.20% or 返现500.00元 (decimal strings through big.js). */
export function couponValueText(coupon: Pick<TaskCoupon, 'kind' | 'faceValue'>): string {
  const value = new Big(coupon.faceValue).toFixed(2);
  return coupon.kind === 'RATE_UP' ? `加息${value}%` : `返现${formatMoney(value)}元`;
}

/** +340 / −3,000 for the year's summary. */
export const signedPoints = (points: number) =>
  points < 0 ? `−${pointsText(-points)}` : `+${pointsText(points)}`;

/** 1000000.00 → 100万元 (whole 万 without decimals, as coupon conditions are written). */
export const wanText = (amount: string) => `${new Big(amount).div(10000).toString()}万元`;
