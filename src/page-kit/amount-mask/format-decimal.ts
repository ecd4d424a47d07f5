import Big from 'big.js';

/**
 * A decimal string from the contract ("1000000.00", "1.0523") for display: fixed decimals,
 * rounded half up in decimal arithmetic (never through a binary float), thousands separators.
 * Empty shows zero, as the spec's money format does; anything that is not a number shows "--",
 * never "NaN".
 */
export function formatDecimal(value: string | null | undefined, decimals = 2): string {
  const text = (value ?? '').replace(/,/g, '').trim();
  if (text === '') return new Big(0).toFixed(decimals);
  let amount: Big;
  try {
    amount = new Big(text);
  } catch {
    return '--';
  }
  const fixed = amount.toFixed(decimals, Big.roundHalfUp);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // "-0.00" after rounding a tiny negative is just zero.
  const sign = negative && /[1-9]/.test(fixed) ? '-' : '';
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}
