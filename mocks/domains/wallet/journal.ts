/**
 * The wallet journal of the in-browser mock (demo build, `npm run start:msw`): the wallet account
 * and the payments, kept in sessionStorage so they survive the full page load a payment cannot
 * avoid (the institution's cashier lives on another origin; coming back starts the app and its
 * in-memory mock afresh). The cashier sends the investor back with `walletPayNo` and
 * `walletResult` in the address: the mock reads them at start-up as the institution's
 * notification to the server (the page itself only asks queryWalletState). Node tests keep
 * nothing: every test starts from the seed.
 */
const KEY = 'trust-h5:mock-wallet-journal';

export interface WalletJournal {
  account?: unknown;
  payments: unknown[];
}

const EMPTY: WalletJournal = { payments: [] };

function storage(): Storage | undefined {
  const mode = import.meta.env.MODE;
  if (mode !== 'demo' && mode !== 'msw') return undefined;
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function loadWalletJournal(): WalletJournal {
  const raw = storage()?.getItem(KEY);
  if (!raw) return EMPTY;
  try {
    return { ...EMPTY, ...(JSON.parse(raw) as Partial<WalletJournal>) };
  } catch {
    return EMPTY;
  }
}

export function writeWalletJournal(data: WalletJournal): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(data));
  } catch {
    // storage full or blocked: the demo then forgets across the cashier round trip, nothing worse
  }
}

export type CashierResult = 'SUCCESS' | 'FAIL' | 'CANCEL';

/** What the cashier said on the way back (browser start-up only), read once. */
export function cashierReturn(): { payNo: string; result: CashierResult } | undefined {
  if (typeof location === 'undefined' || !storage()) return undefined;
  const params = new URLSearchParams(location.search);
  const payNo = params.get('walletPayNo') ?? '';
  const result = params.get('walletResult');
  if (!/^WP\d{15}$/.test(payNo)) return undefined;
  if (result !== 'SUCCESS' && result !== 'FAIL' && result !== 'CANCEL') return undefined;
  return { payNo, result };
}
