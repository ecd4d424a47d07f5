import type { CountryRegion } from '@gen/model/countryRegion';
import type { CrsResidency } from '@gen/model/crsResidency';
import type { NoTinReason } from '@gen/model/noTinReason';
import type { TaxResidence } from '@gen/model/taxResidence';

/**
 * The CRS self-certification's rules as the form applies them (the server checks the same:
 * openapi/paths/tax.yaml addTaxIssueInfo). Pure functions, unit-tested in crs-rules.test.ts.
 */

export const MAX_RESIDENCES = 3;

export const RESIDENCY_OPTIONS: ReadonlyArray<{ value: CrsResidency; label: string; description: string }> = [
  {
    value: 'CN_ONLY',
    label: '仅为中国税收居民',
    description: '在中国境内有住所，或无住所而一个纳税年度内在中国境内居住累计满183天',
  },
  { value: 'NON_CN', label: '仅为非居民', description: '仅为其他国家（地区）的税收居民' },
  {
    value: 'BOTH',
    label: '既是中国税收居民又是其他国家（地区）税收居民',
    description: '同时为中国及其他国家（地区）的税收居民',
  },
];

export const residencyLabel = (residency: CrsResidency) =>
  RESIDENCY_OPTIONS.find((option) => option.value === residency)?.label ?? residency;

/** CN_ONLY needs only the signature and date; the other two the holder's details and countries. */
export const needsDetails = (residency: CrsResidency) => residency !== 'CN_ONLY';

export const NO_TIN_REASONS: ReadonlyArray<{ value: NoTinReason; label: string }> = [
  { value: 'NOT_ISSUED', label: '居民国（地区）不发放纳税人识别号' },
  { value: 'UNABLE_TO_OBTAIN', label: '账户持有人未能取得纳税人识别号' },
];

export const noTinReasonLabel = (reason: NoTinReason) =>
  NO_TIN_REASONS.find((option) => option.value === reason)?.label ?? reason;

/** One row of fiscal/revenue as the page holds it. */
export interface ResidenceRow {
  countryCode?: string;
  countryName?: string;
  /** Whether the chosen jurisdiction issues TINs (queryCountryRegion). */
  tinIssued?: boolean;
  tinHint?: string;
  hasTin: boolean;
  tin: string;
  noTinReason?: NoTinReason;
  noTinExplanation: string;
}

export const emptyResidenceRow = (): ResidenceRow => ({ hasTin: true, tin: '', noTinExplanation: '' });

export type RowErrors = Partial<Record<'country' | 'tin' | 'noTinReason' | 'noTinExplanation', string>>;

const TIN = /^[0-9A-Za-z-]{1,30}$/;
export const EXPLANATION_MAX = 200;

/** The row chosen from the country list (or cleared when the name is not a CRS jurisdiction). */
export function withCountry(row: ResidenceRow, country: CountryRegion | undefined): ResidenceRow {
  if (!country)
    return {
      ...row,
      countryCode: undefined,
      countryName: undefined,
      tinIssued: undefined,
      tinHint: undefined,
    };
  const next: ResidenceRow = {
    ...row,
    countryCode: country.countryCode,
    countryName: country.countryName,
    tinIssued: country.tinIssued,
    tinHint: country.tinHint,
  };
  // "Not issued" stops being a choice where the jurisdiction issues TINs.
  if (country.tinIssued && next.noTinReason === 'NOT_ISSUED') next.noTinReason = undefined;
  return next;
}

/** What is wrong with one row, in the words the form shows (empty: nothing). */
export function rowErrors(row: ResidenceRow, others: readonly ResidenceRow[]): RowErrors {
  const errors: RowErrors = {};
  if (!row.countryCode) errors.country = '请选择税收居民国（地区）';
  else if (row.countryCode === 'CHN') errors.country = '此处请填写中国以外的国家（地区）';
  else if (others.some((other) => other.countryCode === row.countryCode))
    errors.country = '税收居民国（地区）不能重复';
  if (row.hasTin) {
    const tin = row.tin.trim();
    if (!tin) errors.tin = '请输入纳税人识别号';
    else if (!TIN.test(tin)) errors.tin = '纳税人识别号仅可包含字母、数字和“-”，最长30位';
    return errors;
  }
  if (!row.noTinReason) errors.noTinReason = '请选择不能提供纳税人识别号的原因';
  else if (row.noTinReason === 'NOT_ISSUED' && row.tinIssued)
    errors.noTinReason = `${row.countryName ?? '该国家（地区）'}发放纳税人识别号，请填写识别号或选择“未能取得”并说明原因`;
  else if (row.noTinReason === 'UNABLE_TO_OBTAIN') {
    const text = row.noTinExplanation.trim();
    if (!text) errors.noTinExplanation = '请说明未能取得纳税人识别号的具体原因';
    else if (text.length > EXPLANATION_MAX)
      errors.noTinExplanation = `原因说明不能超过${EXPLANATION_MAX}个字`;
  }
  return errors;
}

export function allRowErrors(rows: readonly ResidenceRow[]): RowErrors[] {
  return rows.map((row, index) => rowErrors(row, rows.slice(0, index)));
}

export const rowsValid = (rows: readonly ResidenceRow[]) =>
  rows.length >= 1 &&
  rows.length <= MAX_RESIDENCES &&
  allRowErrors(rows).every((e) => Object.keys(e).length === 0);

/** The rows as the contract's taxResidences (call only with valid rows). */
export function toTaxResidences(rows: readonly ResidenceRow[]): TaxResidence[] {
  return rows.map((row) => {
    const countryCode = row.countryCode ?? '';
    if (row.hasTin) return { countryCode, tin: row.tin.trim().toUpperCase() };
    if (row.noTinReason === 'UNABLE_TO_OBTAIN')
      return { countryCode, noTinReason: 'UNABLE_TO_OBTAIN', noTinExplanation: row.noTinExplanation.trim() };
    return { countryCode, noTinReason: 'NOT_ISSUED' };
  });
}

/** Two-character surnames the form splits off as such (the rest: the first character). */
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '百里',
  '呼延',
  '钟离',
  '闻人',
  '赫连',
  '澹台',
  '申屠',
];

/** 张伟 → {surname 张, given 伟}; 欧阳娜娜 → {欧阳, 娜娜}. */
export function splitChineseName(name: string): { surname: string; given: string } {
  const clean = name.trim();
  const surnameLength = COMPOUND_SURNAMES.some((s) => clean.startsWith(s)) && clean.length > 2 ? 2 : 1;
  return { surname: clean.slice(0, surnameLength), given: clean.slice(surnameLength) };
}

/** Upper-case Latin letters with single spaces ("ZHANG", "XIAO MING"); ü as V like passports. */
export const cleanPinyin = (text: string) =>
  text
    .toUpperCase()
    .replace(/Ü/g, 'V')
    .replace(/[^A-Z ]/g, '')
    .replace(/\s+/g, ' ')
    .trimStart();
