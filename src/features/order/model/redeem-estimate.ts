import Big from 'big.js';
import { parseShares } from './shares';

export interface RedeemEstimate {
  /** 份额 × 最新净值. */
  gross: string;
  /** gross × 赎回费率, half up to the fen. */
  fee: string;
  /** gross − fee: what the card is expected to receive. */
  net: string;
}

/**
 * The estimate redeemOrder shows (预估，以确认为准): at the latest NAV, less the redemption fee,
 * in decimal. The server confirms at the open day's NAV; this is only the investor's guide.
 */
export function redeemEstimate(sharesText: string, nav: string, feeRate: string): RedeemEstimate | undefined {
  const shares = parseShares(sharesText);
  if (!shares || shares.lte(0)) return undefined;
  const gross = shares.times(nav).round(2, Big.roundHalfUp);
  const fee = gross.times(feeRate).div(100).round(2, Big.roundHalfUp);
  return { gross: gross.toFixed(2), fee: fee.toFixed(2), net: gross.minus(fee).toFixed(2) };
}
