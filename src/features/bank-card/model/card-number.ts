// The card number's length (16 to 19 digits) is the contract's pattern (addBankCard cardNo).

/** ISO/IEC 7812 check digit (Luhn, mod 10). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Whether the Luhn check applies. Cards on UnionPay's own BIN range (starting "62", i.e. every
 * UnionPay-branded debit card issued under its card standard) carry a Luhn check digit, so a
 * failure there is certainly a typo. Older domestic BINs (e.g. 9558 ICBC, 95599 ABC, some rural
 * credit cooperatives' cards) predate that rule and some valid cards fail it: blocking them would
 * lock real investors out, so for those the server's check with the bank (四要素鉴权) decides.
 */
export const luhnApplies = (digits: string): boolean => digits.startsWith('62');
