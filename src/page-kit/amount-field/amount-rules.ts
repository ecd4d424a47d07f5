import * as z from 'zod';
import {
  amountError,
  limitText,
  parseAmount,
  toContractAmount,
  type AmountRules,
} from '@/page-kit/amount-input';

/**
 * What an amount field allows, as decimal strings in yuan the contract carries: 起投 (min), 递增
 * (step), 剩余额度 (max) and the investor's 可用余额 (balance), and the field's name in messages.
 */
export interface AmountFieldRules extends AmountRules {
  /** 可用余额: what the investor has to pay with; an amount above it is refused in its own words. */
  balance?: string;
  /** 认购金额, 意向金额, 转让价款: the row's label and the name in every message. */
  label: string;
}

/** The lower of the two ceilings, and which one it is (the binding one is the one to name). */
function ceilingOf({ max, balance }: AmountFieldRules) {
  const quota = max ? parseAmount(max) : null;
  const funds = balance ? parseAmount(balance) : null;
  if (funds && (!quota || funds.lt(quota))) return { kind: 'balance' as const, text: balance ?? '' };
  return quota ? { kind: 'max' as const, text: max ?? '' } : undefined;
}

/**
 * The Chinese message for an amount that breaks a rule, undefined when it is acceptable. In order:
 * empty, malformed or more than two decimals, not above 0, below 起投, above the lower ceiling
 * (剩余额度 or 可用余额, whichever binds), off the 递增 steps. Decimal throughout (big.js).
 */
export function amountFieldError(text: string, rules: AmountFieldRules): string | undefined {
  const { balance, ...quota } = rules;
  const early = amountError(text, { min: quota.min, label: quota.label, minLabel: quota.minLabel });
  if (early) return early;
  const amount = parseAmount(text);
  const ceiling = ceilingOf(rules);
  if (amount && ceiling?.kind === 'balance' && amount.gt(ceiling.text))
    return `超出可用余额，最多可用${limitText(balance ?? '')}`;
  return amountError(text, quota);
}

/** The rules in one line for the field's hint: "100万元起，按10万元递增，最多500万元". */
export function amountRulesText(rules: AmountFieldRules): string {
  const ceiling = ceilingOf(rules);
  return [
    rules.min ? `${limitText(rules.min)}起` : null,
    rules.step ? `按${limitText(rules.step)}递增` : null,
    ceiling ? `${ceiling.kind === 'balance' ? '可用余额' : '最多'}${limitText(ceiling.text)}` : null,
  ]
    .filter(Boolean)
    .join('，');
}

/**
 * The field's schema for useContractForm: the same rules as the field's hint, their messages, and
 * the contract's decimal string as output ("1000000" typed → "1000000.00" submitted).
 */
export const amountFieldSchema = (rules: AmountFieldRules) =>
  z
    .string()
    .superRefine((text, ctx) => {
      const message = amountFieldError(text, rules);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((text) => toContractAmount(text) ?? text);
