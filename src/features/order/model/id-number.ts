/**
 * 居民身份证号码 (GB 11643-1999): 17 digits and a check character (ISO 7064 MOD 11-2), the birth
 * date in digits 7–14. The server decides who the person is; this only catches a mistyped number.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK = '10X98765432';

export function isValidIdNumber(idNo: string): boolean {
  if (!/^\d{17}[\dX]$/.test(idNo)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(idNo[i]), 0);
  if (CHECK[sum % 11] !== idNo[17]) return false;
  const [y, m, d] = [Number(idNo.slice(6, 10)), Number(idNo.slice(10, 12)), Number(idNo.slice(12, 14))];
  const birth = new Date(Date.UTC(y, m - 1, d));
  return (
    birth.getUTCFullYear() === y && birth.getUTCMonth() === m - 1 && birth.getUTCDate() === d && y >= 1900
  );
}

/** 张三 → 张*, as the server masks names. */
export const maskName = (name: string) =>
  name ? `${name.slice(0, 1)}${'*'.repeat(Math.max(name.length - 1, 1))}` : '';

/** 310104198808082126 → 3101**********2126, as the server masks ID numbers. */
export const maskIdNumber = (idNo: string) =>
  `${idNo.slice(0, 4)}${'*'.repeat(Math.max(idNo.length - 8, 0))}${idNo.slice(-4)}`;
