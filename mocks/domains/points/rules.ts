import Big from 'big.js';
import type { IntegralRules } from '@gen/model/integralRules';
import type { MemberInterestsData } from '@gen/model/memberInterestsData';
import type { MemberLevel } from '@gen/model/memberLevel';
import type { PointsAccount } from '@gen/model/pointsAccount';
import type { SignInCalendar } from '@gen/model/signInCalendar';
import type { SignInResult } from '@gen/model/signInResult';
import { refuseWith } from '@mocks/http/refusal';
import { INTEGRAL_RULES, INTEREST_LEVELS } from './content';
import {
  addDays,
  chinaToday,
  pointsAccounts,
  SIGN_IN_POINTS,
  signIns,
  STREAK_BONUS_DAYS,
  STREAK_BONUS_POINTS,
} from './seed';

/**
 * The points mock's rules: the member level from the average daily assets (the thresholds of the
 * contract's MemberLevel), one sign-in a China calendar day (05220001 on the second), 10 points
 * and 50 more on the 7th day in a row; the rules text and the benefits table are operations
 * content (content.ts, the same as the contract's examples).
 */

const LEVELS: readonly { level: MemberLevel; name: string; from: string }[] = [
  { level: 'NORMAL', name: '普通会员', from: '0' },
  { level: 'SILVER', name: '银卡会员', from: '1000000' },
  { level: 'GOLD', name: '金卡会员', from: '3000000' },
  { level: 'PLATINUM', name: '白金卡会员', from: '10000000' },
  { level: 'BLACK', name: '黑金卡会员', from: '50000000' },
];

function levelIndexOf(averageAssets: string): number {
  let index = 0;
  LEVELS.forEach((row, i) => {
    if (new Big(averageAssets).gte(row.from)) index = i;
  });
  return index;
}

function accountOf(customerId: string) {
  const account = pointsAccounts.findFirst((q) => q.where({ customerId }));
  if (!account) throw new Error(`[mock] no points account for ${customerId}`);
  return account;
}

export function pointsAccount(customerId: string): PointsAccount {
  const account = accountOf(customerId);
  const index = levelIndexOf(account.averageAssets);
  const level = LEVELS[index]!;
  const next = LEVELS[index + 1];
  return {
    availablePoints: account.availablePoints,
    totalEarned: account.totalEarned,
    ...(account.expiringPoints > 0
      ? { expiringPoints: account.expiringPoints, expiringOn: account.expiringOn }
      : {}),
    memberLevel: level.level,
    memberLevelName: level.name,
    averageAssets: account.averageAssets,
    ...(next ? { nextLevelName: next.name, nextLevelAssets: new Big(next.from).toFixed(2) } : {}),
  };
}

const signedOn = (customerId: string, signDate: string) =>
  !!signIns.findFirst((q) => q.where({ customerId, signDate }));

/** Days signed in a row ending today, or yesterday when today is not signed yet. */
function streakOf(customerId: string, today: string): number {
  let day = signedOn(customerId, today) ? today : addDays(today, -1);
  let streak = 0;
  while (signedOn(customerId, day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export function signInCalendar(customerId: string, month?: string): SignInCalendar {
  const today = chinaToday();
  const shown = month ?? today.slice(0, 7);
  const signedDates = signIns
    .findMany((q) => q.where({ customerId }))
    .map((row) => row.signDate)
    .filter((date) => date.startsWith(shown))
    .sort();
  return {
    month: shown,
    today,
    signedToday: signedOn(customerId, today),
    streakDays: streakOf(customerId, today),
    signedDates,
    todayPoints: SIGN_IN_POINTS,
    streakBonusDays: STREAK_BONUS_DAYS,
    streakBonusPoints: STREAK_BONUS_POINTS,
  };
}

export async function signIn(customerId: string): Promise<SignInResult> {
  const today = chinaToday();
  if (signedOn(customerId, today)) refuseWith('05220001');
  const streakDays = streakOf(customerId, addDays(today, -1)) + 1;
  const bonusPoints = streakDays % STREAK_BONUS_DAYS === 0 ? STREAK_BONUS_POINTS : 0;
  const pointsEarned = SIGN_IN_POINTS + bonusPoints;
  await signIns.create({ customerId, signDate: today, points: pointsEarned });
  const account = accountOf(customerId);
  const updated = await pointsAccounts.update(account, {
    data(draft) {
      draft.availablePoints += pointsEarned;
      draft.totalEarned += pointsEarned;
    },
  });
  return {
    signDate: today,
    pointsEarned,
    ...(bonusPoints ? { bonusPoints } : {}),
    streakDays,
    availablePoints: updated?.availablePoints ?? account.availablePoints + pointsEarned,
  };
}

export const integralRules = (): IntegralRules => INTEGRAL_RULES;

export function memberInterests(customerId: string): MemberInterestsData {
  return { currentLevel: pointsAccount(customerId).memberLevel, levels: INTEREST_LEVELS };
}
