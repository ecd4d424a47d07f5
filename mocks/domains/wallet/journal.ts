import { sessionJournal } from '@mocks/db/session-journal';

/**
 * The wallet journal of the in-browser mock (mocks/db/session-journal.ts): the wallet account and
 * the payments, kept across the full page load a payment cannot avoid (the institution's cashier
 * lives on another origin). The cashier sends the investor back with `walletPayNo` and
 * `walletResult` in the address: the mock reads them at start-up as the institution's
 * notification to the server (the page itself only asks queryWalletState). Node tests keep
 * nothing: every test starts from the seed.
 */
export interface WalletJournal {
  account?: unknown;
  payments: unknown[];
}

const journal = sessionJournal<WalletJournal>('trust-h5:mock-wallet-journal', { payments: [] });
export const loadWalletJournal = journal.load;
export const writeWalletJournal = journal.write;

export type CashierResult = 'SUCCESS' | 'FAIL' | 'CANCEL';

/** What the cashier said on the way back (browser start-up only), read once. */
export function cashierReturn(): { payNo: string; result: CashierResult } | undefined {
  if (typeof location === 'undefined' || !journal.kept()) return undefined;
  const params = new URLSearchParams(location.search);
  const payNo = params.get('walletPayNo') ?? '';
  const result = params.get('walletResult');
  if (!/^WP\d{15}$/.test(payNo)) return undefined;
  if (result !== 'SUCCESS' && result !== 'FAIL' && result !== 'CANCEL') return undefined;
  return { payNo, result };
}
