import Big from 'big.js';
import { maskBankCard } from '@/format/bank-card';
import { formatLargeAmount } from '@/format/large-amount';
import { formatMoney } from '@/format/money';

/** "1,234,567.89元". */
export const moneyText = (amount: string) => `${formatMoney(amount)}元`;

/** "3,285.64万元" (or 亿元) for sums of at least 1万, half up; otherwise undefined. */
export const wanText = (amount: string): string | undefined => formatLargeAmount(amount);

/** "40.00%": a contract rate (percent) with two decimals. */
export function percentText(rate: string): string {
  try {
    return `${new Big(rate).toFixed(2, Big.roundHalfUp)}%`;
  } catch {
    return '--';
  }
}

/** "2026-11-22T09:30:00+08:00" → "2026-11-22 09:30", the server's Beijing wall time as sent. */
export const wallTime = (iso: string | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '';

/** "招商银行 尾号5678". */
export const cardShort = (bankName: string, tail: string) => `${bankName} 尾号${tail}`;

/** "6214 **** **** 5678" from the server's masked number. */
export const cardGrouped = (masked: string) => maskBankCard(masked);

/** The last four digits of a masked number ("6214********5678" → "5678"). */
export const tailOf = (masked: string) => masked.replace(/\D/g, '').slice(-4);

/** Today in China (UTC+8), YYYY-MM-DD: the earliest a new maturity date may not be. */
export const chinaToday = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
