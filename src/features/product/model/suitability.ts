/**
 * The suitability rules of a subscription (适当性, domain brief §1), as pure functions: the
 * server decides (checkCanBuy), and the mock server runs exactly these, so the rules are written
 * and tested once. The page itself only shows the server's answer.
 *
 * - Risk matching: product R ≤ investor C; the lowest class C1 buys R1 only; a professional
 *   investor (专业投资者) buys every level.
 * - A risk assessment is valid for one year: assessed on 2025-03-16, valid through 2026-03-15,
 *   expired from 2026-03-16; 即将到期 in the last 30 days.
 * - Elderly investor: 65 周岁 or older, by the birth date in the ID number (on the 65th birthday
 *   itself the investor is 65; someone born on 29 February turns 65 on 1 March of a common year).
 *
 * Dates are calendar days "YYYY-MM-DD" (China time), compared as such: no clock, no time zone.
 */

export type InvestorRiskLevel = 'C1' | 'C2' | 'C3' | 'C4' | 'C5';
export type ProductRiskLevel = 'R1' | 'R2' | 'R3' | 'R4' | 'R5';

/** The names investors see (our proposal; firms word them differently). */
export const INVESTOR_RISK_NAMES: Readonly<Record<InvestorRiskLevel, string>> = {
  C1: '保守型',
  C2: '稳健型',
  C3: '平衡型',
  C4: '成长型',
  C5: '进取型',
};
export const PRODUCT_RISK_NAMES: Readonly<Record<ProductRiskLevel, string>> = {
  R1: '低风险',
  R2: '中低风险',
  R3: '中风险',
  R4: '中高风险',
  R5: '高风险',
};

const rank = (level: InvestorRiskLevel | ProductRiskLevel): number => Number(level.slice(1));

/** Whether an investor of `investor` class may buy a product of `product` level. */
export function riskMatches(
  investor: InvestorRiskLevel,
  product: ProductRiskLevel,
  { professional = false }: { professional?: boolean } = {},
): boolean {
  if (professional) return true;
  if (investor === 'C1') return product === 'R1';
  return rank(product) <= rank(investor);
}

/** The product levels a class may buy: C3 → R1–R3 (for 可购买R1–R3级产品). */
export function buyableLevels(investor: InvestorRiskLevel): ProductRiskLevel[] {
  return (['R1', 'R2', 'R3', 'R4', 'R5'] as const).filter((level) => riskMatches(investor, level));
}

// ---------------------------------------------------------------------------------------------
// Calendar days
// ---------------------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function parseDay(text: string): Ymd {
  const match = ISO_DATE.exec(text);
  if (!match) throw new RangeError(`not a date: ${text}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const utc = ({ y, m, d }: Ymd): number => Date.UTC(y, m - 1, d);
const format = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(parseDay(to)) - utc(parseDay(from))) / DAY_MS);
}

/** The day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return format(utc(parseDay(day)) + days * DAY_MS);
}

/** The same day `years` later; 29 February becomes 1 March in a common year (Date's own rollover). */
export function addYears(day: string, years: number): string {
  const { y, m, d } = parseDay(day);
  return format(Date.UTC(y + years, m - 1, d));
}

/** Today in China (UTC+8) as "YYYY-MM-DD". */
export function chinaToday(now: Date = new Date()): string {
  return format(now.getTime() + 8 * 3_600_000);
}

// ---------------------------------------------------------------------------------------------
// Risk assessment validity
// ---------------------------------------------------------------------------------------------

export const ASSESSMENT_VALID_YEARS = 1;
export const EXPIRY_WARNING_DAYS = 30;

/** The last day an assessment made on `assessedOn` is valid: one year later, less a day. */
export function assessmentValidUntil(assessedOn: string): string {
  return addDays(addYears(assessedOn, ASSESSMENT_VALID_YEARS), -1);
}

export type AssessmentState = 'NONE' | 'VALID' | 'EXPIRING' | 'EXPIRED';

export interface AssessmentValidity {
  state: AssessmentState;
  /** The last valid day, when there is an assessment. */
  validUntil?: string;
  /** Days left including today's (0 on the last valid day); negative once expired. */
  daysLeft?: number;
}

/**
 * 未测评 / 有效 / 即将到期 (the last 30 days) / 已过期, from the last valid day (the server's
 * 到期日) or, when only the assessment day is known, one year after it.
 */
export function assessmentValidity(
  { validUntil, assessedOn }: { validUntil?: string; assessedOn?: string },
  today: string,
): AssessmentValidity {
  const last = validUntil ?? (assessedOn ? assessmentValidUntil(assessedOn) : undefined);
  if (!last) return { state: 'NONE' };
  const daysLeft = daysBetween(today, last);
  if (daysLeft < 0) return { state: 'EXPIRED', validUntil: last, daysLeft };
  if (daysLeft < EXPIRY_WARNING_DAYS) return { state: 'EXPIRING', validUntil: last, daysLeft };
  return { state: 'VALID', validUntil: last, daysLeft };
}

// ---------------------------------------------------------------------------------------------
// Age from the ID number
// ---------------------------------------------------------------------------------------------

export const ELDERLY_AGE = 65;

/**
 * The birth date in a 居民身份证号: digits 7–14 of the 18-digit number, or 19 + digits 7–12 of an
 * old 15-digit one. Undefined for anything else (another ID type has no birth date to read).
 */
export function birthDateFromIdNo(idNo: string): string | undefined {
  const digits = idNo.trim().toUpperCase();
  let ymd: string | undefined;
  if (/^\d{17}[\dX]$/.test(digits)) ymd = digits.slice(6, 14);
  else if (/^\d{15}$/.test(digits)) ymd = `19${digits.slice(6, 12)}`;
  if (!ymd) return undefined;
  const day = `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
  const { y, m, d } = parseDay(day);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return undefined;
  return day;
}

/** 周岁 on `today`: the birthdays passed (a birthday counts from its own day). */
export function ageOn(birthDate: string, today: string): number {
  const birth = parseDay(birthDate);
  const now = parseDay(today);
  let age = now.y - birth.y;
  // This year's birthday, with 29 February rolling to 1 March in a common year.
  const birthday = Date.UTC(now.y, birth.m - 1, birth.d);
  if (utc(now) < birthday) age -= 1;
  return age;
}

/** 65 周岁 or older on `today`, by the ID number; undefined when the number has no birth date. */
export function isElderlyInvestor(idNo: string, today: string): boolean | undefined {
  const birth = birthDateFromIdNo(idNo);
  return birth === undefined ? undefined : ageOn(birth, today) >= ELDERLY_AGE;
}
