import { isIsoDate } from './dates';

/**
 * Age from the 18-digit 居民身份证号 (GB 11643: digits 7–14 are the birth date). The elderly
 * investor rule (金融机构产品适当性管理办法, domain brief §1) starts at 65 周岁: a person is 65
 * from their 65th birthday on. Someone born on 29 February turns a year older on 1 March in a
 * year without 29 February (the day after 28 February: the birthday has not come on the 28th).
 */
export const ELDERLY_AGE = 65;

/** The birth date in an 18-digit ID number, or undefined when it holds no real date. */
export function birthDateFromIdNo(idNo: string): string | undefined {
  if (!/^\d{17}[\dXx]$/.test(idNo)) return undefined;
  const date = `${idNo.slice(6, 10)}-${idNo.slice(10, 12)}-${idNo.slice(12, 14)}`;
  return isIsoDate(date) ? date : undefined;
}

/** 周岁 on `today` of a person born on `birthDate` (both "YYYY-MM-DD"). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Whether the holder of `idNo` is an elderly investor (65 or older) on `today`. */
export function isElderlyByIdNo(idNo: string, today: string): boolean {
  const birth = birthDateFromIdNo(idNo);
  return birth !== undefined && ageOn(birth, today) >= ELDERLY_AGE;
}
