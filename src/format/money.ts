/**
 * Money display (product spec, section 5): two decimals with thousands separators; a falsy
 * number (0, '', null, undefined, NaN) shows "0.00". Strings are accepted because amounts often
 * arrive as decimal strings; a non-numeric string is treated like a falsy value.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  if (!amount || !Number.isFinite(amount)) return '0.00';
  const negative = amount < 0;
  // Round on the decimal string, not on the float, so 1.005 becomes 1.01 as a cashier expects.
  const [whole = '0', fraction = '00'] = roundToCents(Math.abs(amount)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

function roundToCents(amount: number): string {
  // toPrecision(15) drops binary noise (1.005 → "1.00500000000000"), then half-up rounding
  // happens on an exact decimal shift.
  const exact = Number(amount.toPrecision(15));
  const [mantissa = '0', exponent = '0'] = exact.toExponential().split('e');
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  const text = String(cents).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}
