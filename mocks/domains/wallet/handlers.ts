import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { defineCalls } from '@mocks/http/define-call';
import {
  applyOpen,
  bankInfo,
  certifiedOf,
  notifyWalletPayment,
  openAccountInfo,
  openStatus,
  payState,
  payTimeCheck,
  preCheck,
  replayPaidPayments,
  startPayment,
  verifyOpen,
} from './rules';
import { pendingCashierReturn } from './seed';

/**
 * Stateful wallet handlers (钱包支付): opening the wallet and paying an order on the
 * demo cashier (mocks/public/mock-wallet/). Opening code: 123456. `?mockWallet=` options:
 * ./options.ts.
 */
export const walletHandlers = defineCalls({
  walletPreCheck: ({ requestData, investor }) => preCheck(investor.customerId, requestData.orderNo),
  walletOpenAccountInfo: ({ investor }) => openAccountInfo(investor),
  getWalletBankInfo: () => bankInfo(),
  judgeWalletCertified: () => certifiedOf(),
  selectWalletOpenStatus: ({ investor }) => openStatus(investor.customerId),
  appletWalletOpen: {
    successMsg: '验证码已发送',
    resolve: ({ requestData, investor }) => applyOpen(investor, requestData),
  },
  checkMsg4Wallet: {
    successMsg: '钱包开通成功',
    resolve: ({ requestData, investor }) => verifyOpen(investor.customerId, requestData),
  },
  walletPayTimeCheck: ({ requestData, investor }) => payTimeCheck(investor.customerId, requestData.orderNo),
  getWalletUrl: ({ requestData, investor }) => startPayment(investor.customerId, requestData),
  queryWalletState: ({ requestData, investor }) => payState(investor.customerId, requestData.orderNo),
});

/**
 * Seeded after the payments: the journal's paid payments move their orders again, then the
 * cashier's return (browser start-up) is applied as the institution's notification. Empty in tests.
 */
export const walletReplays = defineCollection('walletReplays', z.object({ done: z.boolean() }), {
  seed: async (collection) => {
    await replayPaidPayments();
    if (pendingCashierReturn)
      await notifyWalletPayment(pendingCashierReturn.payNo, pendingCashierReturn.result);
    await collection.create({ done: true });
  },
});
