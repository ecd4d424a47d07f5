/**
 * Bank card display (product spec, sections 5 and 9): the first 4 and last 4 digits stay, the
 * digits between them are masked as groups of four stars — one "****" per started group of
 * four hidden digits, so a 16-digit card shows "6222 **** **** 1234" and a 19-digit card
 * "6222 **** **** **** 1234" (the star count says how long the hidden part is, not exactly).
 * Spaces and dashes in the input are ignored; a number too short to hide anything is returned
 * as its digits.
 */
export function maskBankCard(cardNo: string | null | undefined): string {
  const digits = (cardNo ?? '').replace(/[\s-]/g, '');
  if (digits.length <= 8) return digits;
  const hidden = digits.length - 8;
  const stars = Array.from({ length: Math.ceil(hidden / 4) }, () => '****');
  return [digits.slice(0, 4), ...stars, digits.slice(-4)].join(' ');
}
