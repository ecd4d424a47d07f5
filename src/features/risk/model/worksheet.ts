import Big from 'big.js';

/**
 * The arithmetic of the two worksheets (householdAssets, incomeCertificate): figures typed in 万元
 * (what people know their assets in), added with big.js, compared with the server's thresholds
 * (certificationCondition, in 元). Nothing is sent: the worksheets only help the investor see
 * which way fits before uploading the proofs.
 */

/** Up to 8 digits of 万元 (under 1万亿) with up to 2 decimals; '' is an empty field. */
export const WAN_PATTERN = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;

export const isWanInput = (text: string): boolean => text === '' || WAN_PATTERN.test(text);

/** What may stand in the field while typing ("12.", "0.5"). */
export const isWanDraft = (text: string): boolean =>
  text === '' || /^(0|[1-9]\d{0,7})(\.\d{0,2})?$/.test(text);

/** The sum in 万元 of the valid fields (invalid ones count as 0: the page flags them). */
export function sumWan(values: readonly string[]): Big {
  return values.reduce((sum, text) => (text && WAN_PATTERN.test(text) ? sum.plus(text) : sum), new Big(0));
}

/** 万元 → 元 as the contract's Amount ("5200000.00"). */
export const wanToYuan = (wan: Big): string => wan.times(10000).toFixed(2);

/** "520.00万元". */
export const wanLabel = (wan: Big): string => `${wan.toFixed(2)}万元`;

/** Whether the figure in 万元 reaches the threshold in 元. */
export const reaches = (wan: Big, thresholdYuan: string): boolean => wan.times(10000).gte(thresholdYuan);

/** The average of the years' incomes in 万元 (the years typed; none: 0), to the fen. */
export function averageWan(values: readonly string[]): Big {
  const typed = values.filter((text) => text && WAN_PATTERN.test(text));
  if (typed.length === 0) return new Big(0);
  return sumWan(typed).div(values.length).round(6, Big.roundDown);
}
