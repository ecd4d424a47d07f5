import Big from 'big.js';
import nzh from 'nzh/cn';
import { formatLargeAmount } from '@/format/large-amount';

/**
 * Money as the contract carries it: a decimal string in yuan ("1000000.00"). Every comparison and
 * every sum here is big.js: binary floats get 0.1 + 0.2 and 1000000.07 − 1000000 wrong, and an
 * investor's amount must never be off by a fen.
 */

/** A complete amount: digits, optionally a point and one or two decimals. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;
/** What may stand in the field while typing ("100." on the way to "100.5"). */
const TYPING = /^\d*(\.\d{0,2})?$/;

/** Up to 999 999 999 999.99 (9999亿): beyond any trust subscription, within nzh's reading. */
export const MAX_INTEGER_DIGITS = 12;

/** The field's text after a key of the number keyboard (digit or "."); refused keys change nothing. */
export function applyKey(current: string, key: string): string {
  if (key === '.') {
    if (current.includes('.')) return current;
    return current === '' ? '0.' : `${current}.`;
  }
  if (!/^\d$/.test(key)) return current;
  if (current === '0') return key; // no leading zeros: "0" then "5" is "5"
  const next = current + key;
  const [integer = ''] = next.split('.');
  if (!TYPING.test(next) || integer.length > MAX_INTEGER_DIGITS) return current;
  return next;
}

export const deleteKey = (current: string): string => current.slice(0, -1);

/**
 * The typed text with thousands separators, for display while typing ("1000000.5" →
 * "1,000,000.5", "1000." → "1,000."): keys only ever add or remove at the end, so the caret stays
 * after the last character. The value itself stays the plain decimal string.
 */
export function groupedText(text: string): string {
  const [whole = '', ...rest] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length ? `${grouped}.${rest.join('.')}` : grouped;
}

/** The amount as a Big, or null for empty or malformed text ("100." counts as 100). */
export function parseAmount(text: string): Big | null {
  const trimmed = text.trim().replace(/\.$/, '');
  return AMOUNT.test(trimmed) ? new Big(trimmed) : null;
}

/** What the contract carries: "1000000" → "1000000.00". */
export function toContractAmount(text: string): string | undefined {
  return parseAmount(text)?.toFixed(2);
}

/** "1000000" → "100.00万元", "100000000" → "1.00亿元" (the money rule: half up). */
export function toWanText(text: string): string | undefined {
  const amount = parseAmount(text);
  return amount ? formatLargeAmount(amount) : undefined;
}

/** The amount in Chinese capitals, as on a cheque or a subscription form: "壹佰万元整". */
export function toCapitalText(text: string): string | undefined {
  const amount = parseAmount(text);
  if (!amount) return undefined;
  // forceZheng: 整 after 元 or 角 when there are no fen (支付结算办法: 到元或角为止的写“整”).
  return nzh.toMoney(amount.toFixed(2), { outSymbol: false, forceZheng: true });
}

/** A limit in words for messages: "100万元", "10万元", "345.67万元"; below 1万 "5,000元". */
export function limitText(text: string): string {
  const amount = parseAmount(text);
  if (!amount) return `${text}元`;
  if (amount.gte(10000) && amount.mod(100).eq(0)) return `${amount.div(10000).toString()}万元`;
  const [integer = '0', decimals] = amount.toFixed(amount.eq(amount.round(0)) ? 0 : 2).split('.');
  return `${integer.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}元`;
}

export interface AmountRules {
  /** 起投金额: the smallest amount accepted. */
  min?: string;
  /** 递增单位: above the minimum, amounts go up in whole steps (认购金额 = 起投 + N × 递增). */
  step?: string;
  /** 剩余额度 (or the investor's balance): the largest amount accepted. */
  max?: string;
  /** The field's name in messages. Default 金额. */
  label?: string;
  /** The minimum's name in messages: 追加起点 for an additional subscription. Default 起投金额. */
  minLabel?: string;
}

/** The Chinese message for an amount that breaks a rule, or undefined when it is acceptable. */
export function amountError(
  text: string,
  { min, step, max, label = '金额', minLabel = '起投金额' }: AmountRules = {},
): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return `请输入${label}`;
  if (/^\d+\.\d{3,}$/.test(trimmed)) return `${label}最多保留两位小数`;
  const amount = parseAmount(trimmed);
  if (!amount) return `请输入正确的${label}`;
  if (amount.lte(0)) return `${label}须大于0`;
  const floor = min ? parseAmount(min) : null;
  if (floor && amount.lt(floor)) return `${minLabel}为${limitText(min ?? '')}`;
  const ceiling = max ? parseAmount(max) : null;
  if (ceiling && amount.gt(ceiling)) return `超过剩余额度，最多可投${limitText(max ?? '')}`;
  const unit = step ? parseAmount(step) : null;
  if (
    unit &&
    unit.gt(0) &&
    !amount
      .minus(floor ?? 0)
      .mod(unit)
      .eq(0)
  ) {
    // Named after the field (认购金额, 预约金额, …): 追加 is a kind of order, not the increment.
    // When the minimum is itself a whole number of steps, "a multiple of the step" says it all.
    const increment = `${limitText(step ?? '')}的整数倍`;
    return floor && !floor.mod(unit).eq(0)
      ? `${label}须在${limitText(min ?? '')}基础上按${increment}递增`
      : `${label}须为${increment}`;
  }
  return undefined;
}
