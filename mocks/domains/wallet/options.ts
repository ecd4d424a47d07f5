/**
 * The wallet mock's own scenario options (mock modes only), beside the catalogue's switch:
 *
 *   ?mockWallet=opened        the demo investor's wallet is already open (招商银行 尾号5678)
 *   ?mockWallet=frozen        his wallet is frozen (walletPreCheck: not available)
 *   ?mockWallet=uncertified   the institution cannot verify his identity (not available)
 *   ?mockWallet=closed-hours  outside the payment hours (getWalletUrl refuses 05070007)
 *   ?mockWallet=off           back to the default: not opened, payments open at any hour
 *
 * Values combine with commas (?mockWallet=opened,closed-hours). The default keeps payments
 * open at any hour, so the demo works at night too. Remembered per tab (sessionStorage); a new
 * account state takes effect at the next reseed. Tests call setWalletOptions() and resetMockDb().
 */
export type WalletStart = 'NOT_OPENED' | 'OPENED' | 'FROZEN';
export interface WalletOptions {
  start: WalletStart;
  uncertified: boolean;
  hoursClosed: boolean;
}

const KEY = 'trust-h5:mock-wallet-options';
const DEFAULTS: WalletOptions = { start: 'NOT_OPENED', uncertified: false, hoursClosed: false };

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reads ?mockWallet= (browser start-up); unknown words are ignored. */
export function walletOptionsFromSearch(search: string, base: WalletOptions): WalletOptions {
  const value = new URLSearchParams(search).get('mockWallet');
  if (value === null) return base;
  const words = value.split(',').map((word) => word.trim());
  if (words.includes('off')) return { ...DEFAULTS };
  const next = { ...base };
  if (words.includes('opened')) next.start = 'OPENED';
  if (words.includes('frozen')) next.start = 'FROZEN';
  if (words.includes('uncertified')) next.uncertified = true;
  if (words.includes('closed-hours')) next.hoursClosed = true;
  return next;
}

function load(): WalletOptions {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<WalletOptions> | null;
    return {
      start: saved?.start === 'OPENED' || saved?.start === 'FROZEN' ? saved.start : 'NOT_OPENED',
      uncertified: saved?.uncertified === true,
      hoursClosed: saved?.hoursClosed === true,
    };
  } catch {
    return { ...DEFAULTS };
  }
}

let current: WalletOptions = load();
if (typeof location !== 'undefined' && typeof window !== 'undefined') {
  current = walletOptionsFromSearch(location.search, current);
  storage()?.setItem(KEY, JSON.stringify(current));
}

export function walletOptions(): Readonly<WalletOptions> {
  return current;
}

export function setWalletOptions(next: Partial<WalletOptions>): void {
  current = { ...current, ...next };
  storage()?.setItem(KEY, JSON.stringify(current));
}

export function resetWalletOptions(): void {
  setWalletOptions(DEFAULTS);
}
