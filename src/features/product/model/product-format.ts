import Big from 'big.js';
import type { ProductClass } from '@gen/model/productClass';
import type { ProductRiskLevel } from '@gen/model/productRiskLevel';
import type { ProductStatus } from '@gen/model/productStatus';

/**
 * How the product pages word the contract's codes and numbers. Amounts, NAVs and rates arrive as
 * decimal strings and are only formatted here (big.js, never a float).
 */

export const CLASS_LABELS: Readonly<Record<ProductClass, string>> = {
  FIXED: '固定收益类',
  EQUITY: '权益类',
  CASH: '现金管理类',
  FAMILY: '家族信托',
};

/** Tabs and short tags: 固定收益 / 权益 / 现金管理 / 家族. */
export const CLASS_SHORT: Readonly<Record<ProductClass, string>> = {
  FIXED: '固定收益',
  EQUITY: '权益',
  CASH: '现金管理',
  FAMILY: '家族',
};

/** Status badge: text and tone (on sale = primary, waiting = warning, closed = weak). */
export const STATUS_BADGES: Readonly<
  Record<ProductStatus, { text: string; tone: 'sale' | 'soon' | 'closed' | 'running' }>
> = {
  PREHEAT: { text: '预热中', tone: 'soon' },
  RESERVING: { text: '预约中', tone: 'soon' },
  RAISING: { text: '募集中', tone: 'sale' },
  SOLD_OUT: { text: '已售罄', tone: 'closed' },
  RAISE_ENDED: { text: '募集结束', tone: 'closed' },
  RUNNING: { text: '存续中', tone: 'running' },
  OPEN: { text: '开放中', tone: 'sale' },
  MATURED: { text: '已到期', tone: 'closed' },
  LIQUIDATED: { text: '已清算', tone: 'closed' },
};

export const RISK_NAMES: Readonly<Record<ProductRiskLevel, string>> = {
  R1: '低风险',
  R2: '中低风险',
  R3: '中风险',
  R4: '中高风险',
  R5: '高风险',
};

function big(value: string | undefined | null): Big | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  try {
    return new Big(value);
  } catch {
    return undefined;
  }
}

/**
 * An amount in 万 as people say it: "100万", "2,360万", "0.5万"; below 1万 in 元
 * ("5,000元"). Exact decimals, trailing zeros dropped.
 */
export function formatWan(amount: string | undefined | null): string {
  const value = big(amount);
  if (!value) return '--';
  if (value.abs().lt(10000)) return `${group(value.round(2).toString())}元`;
  if (value.abs().gte(100_000_000)) return `${group(trim(value.div(100_000_000).round(4).toFixed(4)))}亿`;
  return `${group(trim(value.div(10000).round(4).toFixed(4)))}万`;
}

const trim = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

function group(text: string): string {
  const [whole = '0', fraction] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fraction ? `.${fraction}` : ''}`;
}

/** A rate in percent with two decimals: "5.40%"; "--" when absent. */
export function formatRate(rate: string | undefined | null, decimals = 2): string {
  const value = big(rate);
  return value ? `${value.toFixed(decimals)}%` : '--';
}

/** The benchmark range of a fixed-income card: "5.40%–5.60%" or "6.00%". */
export function formatRateRange(min: string | undefined, max: string | undefined): string {
  const low = big(min);
  const high = big(max);
  if (!low) return '--';
  if (!high || high.eq(low)) return formatRate(min);
  return `${low.toFixed(2)}%–${high.toFixed(2)}%`;
}

/** "2026-11-25 09:00" from the contract's ISO date-time (Beijing time, as sent). */
export function formatDateTime(value: string | undefined): string {
  if (!value) return '--';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]} ${match[2]}` : value;
}

/** "11月25日" from a date. */
export function formatMonthDay(date: string | undefined): string {
  const match = date ? /^\d{4}-(\d{2})-(\d{2})$/.exec(date) : null;
  return match ? `${Number(match[1])}月${Number(match[2])}日` : (date ?? '--');
}

/** formatWan with its unit: "100万元", "2,360万元", "1亿元", "5,000元". */
export function formatWanYuan(amount: string | undefined | null): string {
  const text = formatWan(amount);
  return text === '--' || text.endsWith('元') ? text : `${text}元`;
}
