import Big from 'big.js';
import type { TransferInfoData } from '@gen/model/transferInfoData';
import { formatMoney } from '@/format/money';
import { parseAmount } from '@/page-kit/amount-input';
import { parseShares } from './shares';

export interface TransferQuote {
  /** 份额 × 参考价格: the reference value of these shares. */
  reference: string;
  /** The band the agreed price must keep to. */
  floor: string;
  ceiling: string;
  /** When a price is typed: per share, the fee and what reaches the card. */
  unitPrice?: string;
  fee?: string;
  net?: string;
}

const fen = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

/** The transfer's figures for the shares and price typed so far (decimal; the server decides). */
export function transferQuote(
  terms: Pick<
    TransferInfoData,
    'referencePrice' | 'priceFloorRate' | 'priceCeilingRate' | 'feeRate' | 'minFee'
  >,
  sharesText: string,
  priceText: string,
): TransferQuote | undefined {
  const shares = parseShares(sharesText);
  if (!shares || shares.lte(0)) return undefined;
  const value = shares.times(terms.referencePrice);
  const quote: TransferQuote = {
    reference: fen(value),
    floor: value.times(terms.priceFloorRate).div(100).round(2, Big.roundUp).toFixed(2),
    ceiling: value.times(terms.priceCeilingRate).div(100).round(2, Big.roundDown).toFixed(2),
  };
  const price = parseAmount(priceText);
  if (!price || price.lte(0)) return quote;
  const rate = price.times(terms.feeRate).div(100).round(2, Big.roundHalfUp);
  const fee = rate.lt(terms.minFee) ? new Big(terms.minFee) : rate;
  return {
    ...quote,
    unitPrice: price.div(shares).round(4, Big.roundHalfUp).toFixed(4),
    fee: fen(fee),
    net: fen(price.minus(fee)),
  };
}

/** The price's message against the band, or undefined. */
export function priceError(quote: TransferQuote | undefined, priceText: string): string | undefined {
  const price = parseAmount(priceText);
  if (!quote || !price) return undefined;
  if (price.lt(quote.floor) || price.gt(quote.ceiling))
    return `转让价款须在允许范围内（${formatMoney(quote.floor)}–${formatMoney(quote.ceiling)}元）`;
  return undefined;
}
