import Big from 'big.js';

/**
 * Money display (product spec, section 5): two decimals (half up) with thousands separators; a
 * falsy number (0, '', null, undefined, NaN) shows "0.00", and so does a non-numeric string.
 * Decimal arithmetic (big.js) throughout: amounts arrive as decimal strings and may exceed what
 * a binary float holds exactly ("12345678901234567.89" keeps every digit).
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = toBig(value);
  if (!amount || amount.eq(0)) return '0.00';
  const rounded = amount.round(2, Big.roundHalfUp);
  if (rounded.eq(0)) return '0.00';
  const [whole = '0', fraction = '00'] = rounded.abs().toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded.lt(0) ? '-' : ''}${grouped}.${fraction}`;
}

function toBig(value: number | string | null | undefined): Big | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  try {
    return new Big(typeof value === 'string' ? value.replace(/,/g, '').trim() : value);
  } catch {
    return undefined; // not a number: shown as 0.00
  }
}
