/**
 * How the server masks personal data in its answers (the contract's masked fields). The mock
 * stores full numbers, as a server does, and masks on the way out; every domain uses these so
 * a masked value looks the same on every page.
 */

/** First 4 and last 4 visible: 3101**********053X. */
export const maskIdNo = (idNo: string) =>
  `${idNo.slice(0, 4)}${'*'.repeat(Math.max(idNo.length - 8, 0))}${idNo.slice(-4)}`;

/** 138****5678 */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** First 4 and last 4 visible, one star per hidden digit: 6222***********0123 (19 digits). */
export const maskCardNo = (cardNo: string) =>
  `${cardNo.slice(0, 4)}${'*'.repeat(Math.max(cardNo.length - 8, 0))}${cardNo.slice(-4)}`;
