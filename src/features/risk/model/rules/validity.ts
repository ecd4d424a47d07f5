import { addDays, addYears, daysBetween } from './dates';

/**
 * How long a risk assessment counts (domain brief §1: commonly one year; the investor is warned
 * 30 days ahead). The states every page shows: 未测评 / 有效 (到期日) / 即将到期 / 已过期.
 */
export const ASSESSMENT_VALID_YEARS = 1;
export const EXPIRY_WARNING_DAYS = 30;

export type AssessmentState = 'NONE' | 'VALID' | 'EXPIRING' | 'EXPIRED';

export const ASSESSMENT_STATE_NAMES: Readonly<Record<AssessmentState, string>> = {
  NONE: '未测评',
  VALID: '有效',
  EXPIRING: '即将到期',
  EXPIRED: '已过期',
};

/** The last day an assessment done on `assessedOn` counts: the day before its anniversary. */
export function assessmentExpiry(assessedOn: string): string {
  return addDays(addYears(assessedOn, ASSESSMENT_VALID_YEARS), -1);
}

/**
 * The state on `today` of an assessment valid through `expiryDate` (inclusive): none without a
 * date, expired after it, expiring when 30 days or fewer are left (the expiry day is day 0), else valid.
 */
export function assessmentState(expiryDate: string | undefined | null, today: string): AssessmentState {
  if (!expiryDate) return 'NONE';
  const left = daysBetween(today, expiryDate);
  if (left < 0) return 'EXPIRED';
  if (left <= EXPIRY_WARNING_DAYS) return 'EXPIRING';
  return 'VALID';
}

/** Days left through the expiry day (0 on the day itself; negative once expired). */
export const daysLeft = (expiryDate: string, today: string): number => daysBetween(today, expiryDate);
