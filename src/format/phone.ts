/**
 * Mainland China mobile numbers: 11 digits starting 1[3-9]. The app shows them grouped 3-4-4
 * while typing and masked as 138****5678 elsewhere (no spec rule; the login, SMS and bank-card
 * pages need one shared reading).
 */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** Drops formatting and a leading +86 / 0086 / 86 country code; keeps at most 11 digits. */
export function normalizePhone(input: string | null | undefined): string {
  let digits = (input ?? '').replace(/\D/g, '');
  const hadPlus = /^\s*\+/.test(input ?? '');
  if (digits.startsWith('0086')) digits = digits.slice(4);
  else if ((hadPlus || digits.length > 11) && digits.startsWith('86')) digits = digits.slice(2);
  return digits.slice(0, 11);
}

export function isMainlandMobile(input: string | null | undefined): boolean {
  return MAINLAND_MOBILE.test(normalizePhone(input));
}

/** "13812345678" → "138 1234 5678"; partial input groups as far as it goes ("1381" → "138 1"). */
export function groupPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 11);
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7)].filter(Boolean).join(' ');
}

/** "13812345678" → "138****5678". Anything that is not 11 digits is returned unchanged. */
export function maskPhone(input: string | null | undefined): string {
  const digits = normalizePhone(input);
  if (digits.length !== 11) return input ?? '';
  return `${digits.slice(0, 3)}****${digits.slice(7)}`;
}
