import Big from 'big.js';

/**
 * Shares (份) as the contract carries them: decimal strings with two decimals ("200000.00"), and
 * every comparison in big.js (a float would get 950000.07 − 950000 wrong).
 */

/** Complete shares: digits, optionally a point and one or two decimals. */
const SHARES = /^\d+(\.\d{1,2})?$/;

/** The shares as a Big, or null for empty or malformed text ("100." counts as 100). */
export function parseShares(text: string): Big | null {
  const trimmed = text.trim().replace(/\.$/, '');
  return SHARES.test(trimmed) ? new Big(trimmed) : null;
}

/** What the contract carries: "200000" → "200000.00". */
export const toContractShares = (text: string) => parseShares(text)?.toFixed(2);

/** Typing into a shares field: digits and one point, at most two decimals. */
export function cleanSharesText(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = kept.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '').slice(0, 12);
  return rest.length === 0 ? integer : `${integer || '0'}.${rest.join('').slice(0, 2)}`;
}

/** "100000.00" → "10万份"; below 1万 "5,000份": for rule texts. */
export function sharesLimitText(value: string): string {
  const amount = new Big(value);
  if (amount.gte(10000) && amount.mod(100).eq(0)) return `${amount.div(10000).toString()}万份`;
  return `${amount.toFixed(amount.eq(amount.round(0)) ? 0 : 2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}份`;
}

export interface SharesRules {
  /** At most this many (可赎回 / 可转让). */
  available: string;
  /** The smallest partial amount. */
  min: string;
  /** Above the minimum, steps of this (transfers). */
  step?: string;
  /** A partial amount must leave at least this many (else all of them). */
  minLeft: string;
  /** 赎回 / 转让, in messages. */
  verb: string;
}

/** The Chinese message for shares that break a rule, or undefined when they are acceptable. */
export function sharesError(text: string, rules: SharesRules): string | undefined {
  const label = `${rules.verb}份额`;
  if (text.trim() === '') return `请输入${label}`;
  const shares = parseShares(text);
  if (!shares) return `请输入正确的${label}，最多两位小数`;
  if (shares.lte(0)) return `${label}须大于0`;
  const available = new Big(rules.available);
  if (shares.gt(available)) return `超过可${rules.verb}份额${sharesLimitText(rules.available)}`;
  if (shares.eq(available)) return undefined;
  if (shares.lt(rules.min)) return `单笔最低${rules.verb}${sharesLimitText(rules.min)}`;
  if (rules.step && !shares.minus(rules.min).mod(rules.step).eq(0))
    return `超过${sharesLimitText(rules.min)}的部分须为${sharesLimitText(rules.step)}的整数倍`;
  const left = available.minus(shares);
  if (left.lt(rules.minLeft))
    return `部分${rules.verb}后剩余份额不得低于${sharesLimitText(rules.minLeft)}，请调整份额或全部${rules.verb}`;
  return undefined;
}
