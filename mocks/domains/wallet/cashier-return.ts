/**
 * The cashier sends the investor back with `walletPayNo` and `walletResult` in the address: the
 * in-browser mock reads them at start-up as the institution's notification to the server (the
 * page itself only asks queryWalletState). The payments themselves last across that page load in
 * the mock's stored database (mocks/db/db-store.ts).
 */
export type CashierResult = 'SUCCESS' | 'FAIL' | 'CANCEL';

/** What the cashier said on the way back (browser start-up only), read once. */
export function cashierReturn(): { payNo: string; result: CashierResult } | undefined {
  if (typeof location === 'undefined') return undefined;
  const params = new URLSearchParams(location.search);
  const payNo = params.get('walletPayNo') ?? '';
  const result = params.get('walletResult');
  if (!/^WP\d{15}$/.test(payNo)) return undefined;
  if (result !== 'SUCCESS' && result !== 'FAIL' && result !== 'CANCEL') return undefined;
  return { payNo, result };
}
