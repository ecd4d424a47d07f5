import Big from 'big.js';

/** Which way a change went: 红涨绿跌 styles key on it (up = red, down = green). */
export type ChangeDirection = 'up' | 'down' | 'flat';

function toBig(value: string | null | undefined): Big | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  try {
    return new Big(value.trim());
  } catch {
    return undefined;
  }
}

/** The direction of a signed decimal string ("0.38", "-0.15", "0.00"); unknown text is flat. */
export function changeDirection(value: string | null | undefined): ChangeDirection {
  const change = toBig(value);
  if (!change || change.eq(0)) return 'flat';
  return change.gt(0) ? 'up' : 'down';
}

/**
 * A change in percent as investors read it: a sign on gains, two decimals ("+0.38%", "-0.15%",
 * "0.00%"); "--" when the server sent nothing usable. Decimal arithmetic, never a float.
 */
export function formatChangePct(value: string | null | undefined): string {
  const change = toBig(value);
  if (!change) return '--';
  const text = change.round(2, Big.roundHalfUp).toFixed(2);
  if (Number(text) === 0) return '0.00%';
  return `${change.gt(0) ? '+' : ''}${text}%`;
}
