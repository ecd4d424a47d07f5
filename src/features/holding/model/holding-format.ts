import Big from 'big.js';
import type { HoldingClass } from '@gen/model/holdingClass';
import type { HoldingStatus } from '@gen/model/holdingStatus';
import { formatLargeAmount } from '@/format/large-amount';
import { formatDecimal } from '@/page-kit/amount-mask';

/** The four asset classes as the investor reads them, in the order the pages show them. */
export const CLASS_LABELS: Readonly<Record<HoldingClass, string>> = {
  FIXED: '固定收益类',
  EQUITY: '权益类',
  CASH: '现金管理类',
  FAMILY: '家族信托',
};
export const CLASS_ORDER: readonly HoldingClass[] = ['FIXED', 'EQUITY', 'CASH', 'FAMILY'];

export const STATUS_LABELS: Readonly<Record<HoldingStatus, string>> = {
  RUNNING: '存续中',
  LIQUIDATING: '清算中',
};

export const RISK_LABELS: Readonly<Record<string, string>> = {
  R1: 'R1 低风险',
  R2: 'R2 中低风险',
  R3: 'R3 中风险',
  R4: 'R4 中高风险',
  R5: 'R5 高风险',
};

/** 红涨绿跌: the direction of a gain or loss, from its decimal string (never a float). */
export type Direction = 'up' | 'down' | 'flat';
export function directionOf(value: string | null | undefined): Direction {
  try {
    const cmp = new Big(value ?? '0').cmp(0);
    return cmp > 0 ? 'up' : cmp < 0 ? 'down' : 'flat';
  } catch {
    return 'flat';
  }
}

/** A gain or loss with its sign: "+213,200.00", "-1,200.00", "0.00". */
export function signedText(value: string | null | undefined, decimals = 2): string {
  const text = formatDecimal(value, decimals);
  return directionOf(value) === 'up' ? `+${text}` : text;
}

/** A rate from the contract ("5.60") as "5.60%". */
export function rateText(rate: string | null | undefined, decimals = 2): string {
  return `${formatDecimal(rate, decimals)}%`;
}

/** Large amounts in 万元 or 亿元 too ("3,877.96万元"), half up like every amount. */
export const wanText = (amount: string | null | undefined): string | undefined => formatLargeAmount(amount);
