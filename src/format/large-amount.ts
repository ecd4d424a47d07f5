import Big from 'big.js';
import { formatMoney } from './money';

const WAN = new Big(10000);
const YI = new Big(100000000);

/**
 * A large sum read the Chinese way, two decimals rounded half up (the spec's money rule):
 * 1,234,567 → "123.46万元", 100,000,000 → "1.00亿元", thousands grouped
 * ("3,285.64万元"). Below 1万 there is no such reading
 * (undefined). The unit is chosen after rounding, so 99,999,999.99 reads "1.00亿元", never
 * "10000.00万元".
 */
export function formatLargeAmount(value: Big | string | null | undefined): string | undefined {
  const amount = toBig(value);
  if (!amount || amount.abs().lt(WAN)) return undefined;
  const wan = amount.div(WAN).round(2, Big.roundHalfUp);
  if (wan.abs().lt(WAN)) return `${formatMoney(wan.toFixed(2))}万元`;
  return `${formatMoney(amount.div(YI).toFixed(8))}亿元`;
}

function toBig(value: Big | string | null | undefined): Big | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Big) return value;
  try {
    return new Big(value.replace(/,/g, '').trim());
  } catch {
    return undefined;
  }
}
