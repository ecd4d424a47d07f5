import Big from 'big.js';
import type { AssetAmountType } from '@gen/model/assetAmountType';
import type { AssetProofLanguage } from '@gen/model/assetProofLanguage';
import type { AssetProofProduct } from '@gen/model/assetProofProduct';
import { formatLargeAmount } from '@/format/large-amount';
import { formatMoney } from '@/format/money';

export const LANGUAGE_LABEL: Record<AssetProofLanguage, string> = { ZH: '中文版', EN: '英文版' };

/** How the amount of one product was reached, in the words the certificate uses. */
export function basisText(product: AssetProofProduct): string {
  const labels: Record<AssetAmountType, string> = {
    PRINCIPAL: '投资本金',
    MARKET_VALUE: '参考市值',
    TRUST_PROPERTY: '信托财产估值',
  };
  const label = labels[product.amountType] ?? '金额';
  if (product.amountType === 'MARKET_VALUE' && product.shares && product.nav) {
    return `${label}：${formatMoney(product.shares)}份 × 净值${product.nav}${product.navDate ? `（${product.navDate}）` : ''}`;
  }
  if (product.amountType === 'TRUST_PROPERTY' && product.navDate) return `${label}（${product.navDate}）`;
  return label;
}

/** "1,234,567.89元"; with the 万元 / 亿元 reading for large sums ("123.46万元", half up). */
export function moneyText(amount: string): string {
  return `${formatMoney(amount)}元`;
}

export const wanText = (amount: string): string | undefined => formatLargeAmount(amount);

/** The decimal sum of the chosen products (big.js: amounts never pass through floating point). */
export function sumAmounts(products: readonly AssetProofProduct[]): string {
  return products.reduce((sum, p) => sum.plus(p.amount), new Big(0)).toFixed(2);
}

/** "2026-11-22T09:30:00+08:00" → "2026-11-22 09:30", the server's Beijing wall time as sent. */
export const wallTime = (iso: string | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '';

/** "2026-11-21" → "2026年11月21日". */
export function dateText(date: string | undefined): string {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : (date ?? '');
}
