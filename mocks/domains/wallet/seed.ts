import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { orders } from '../order/seed';
import { cashierReturn } from './cashier-return';
import { walletOptions } from './options';

/**
 * The wallet domain's records: the investor's wallet account (at most one) and the payments
 * started through getWalletUrl, seeded from the options (./options.ts): the demo investor starts
 * without a wallet. Defined after the order collection (imported above), so a payment's order
 * exists when the cashier's return is applied.
 */

export const WALLET_INSTITUTION = '联信支付有限公司';
/** The SMS code the institution sends in the demo. */
export const WALLET_SMS_CODE = '123456';

export const walletAccountSchema = z.object({
  investorId: z.string(),
  state: z.enum(['NOT_OPENED', 'OPENING', 'OPENED', 'FROZEN']),
  cardId: z.string().optional(),
  bankName: z.string().optional(),
  cardTail: z.string().optional(),
  accountNo: z.string().optional(),
  openedAt: z.string().optional(),
  /** The opening applied for (appletWalletOpen) and its code. */
  applyNo: z.string().optional(),
  smsSerialNo: z.string().optional(),
  smsExpiresAt: z.number().optional(),
});
export type StoredWalletAccount = z.infer<typeof walletAccountSchema>;

export const walletPaymentSchema = z.object({
  payNo: z.string(),
  investorId: z.string(),
  orderNo: z.string(),
  amount: z.string(),
  state: z.enum(['PAYING', 'PAID', 'FAILED', 'CLOSED']),
  createdAt: z.number(),
  expiresAt: z.number(),
  paidAt: z.string().optional(),
  failReason: z.string().optional(),
});
export type StoredWalletPayment = z.infer<typeof walletPaymentSchema>;

/** The demo investor's wallet as the options start it. */
export function startingAccount(): StoredWalletAccount {
  const { start } = walletOptions();
  const base = { investorId: DEMO_INVESTOR.customerId };
  if (start === 'NOT_OPENED') return { ...base, state: 'NOT_OPENED' };
  return {
    ...base,
    state: start,
    cardId: 'BC202406180001',
    bankName: '招商银行',
    cardTail: '5678',
    accountNo: '8800101220462046',
    openedAt: '2026-11-02T10:28:00+08:00',
  };
}

export const walletAccounts = defineCollection('walletAccounts', walletAccountSchema, {
  rows: () => [startingAccount()],
});

export const walletPayments = defineCollection('walletPayments', walletPaymentSchema, { rows: () => [] });

/** The cashier's return, read at start-up (undefined in tests). */
export const pendingCashierReturn = cashierReturn();

// Referenced so that the order collection is defined (and seeded) before the wallet's.
void orders;
