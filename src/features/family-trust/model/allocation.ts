import Big from 'big.js';
import type { AssetAllocation } from '@gen/model/assetAllocation';

/** One colour per slice, distinct for colour-blind readers too (blue, orange, teal, purple, grey). */
const COLOURS = ['#1f5fae', '#d4731a', '#17877a', '#7b4fb8', '#8a8f98'];

export interface Slice {
  allocation: AssetAllocation;
  colour: string;
}

export function slicesOf(allocation: readonly AssetAllocation[]): Slice[] {
  return allocation.map((item, index) => ({ allocation: item, colour: COLOURS[index % COLOURS.length]! }));
}

const ratioOf = (ratio: string) => {
  try {
    const value = new Big(ratio);
    return value.lt(0) ? new Big(0) : value;
  } catch {
    return new Big(0);
  }
};

/**
 * The donut's CSS: a conic gradient whose slices follow the ratios (percent, decimal strings),
 * scaled to their sum so a rounding remainder never leaves a gap; no slices, an empty ring.
 */
export function conicGradient(slices: readonly Slice[]): string {
  const total = slices.reduce((sum, slice) => sum.plus(ratioOf(slice.allocation.ratio)), new Big(0));
  if (total.eq(0)) return 'conic-gradient(#e5e8ed 0deg 360deg)';
  let start = new Big(0);
  const stops = slices.map((slice) => {
    const end = start.plus(ratioOf(slice.allocation.ratio).div(total).times(360));
    const stop = `${slice.colour} ${start.toFixed(2)}deg ${end.toFixed(2)}deg`;
    start = end;
    return stop;
  });
  return `conic-gradient(${stops.join(', ')})`;
}
