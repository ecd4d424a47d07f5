import Big from 'big.js';

/** "1000000.00" → "100.00万元": a subscription's amount in 万元, as investors read it. */
export const wanText = (amount: string): string => `${new Big(amount).div(10000).toFixed(2)}万元`;
