import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { defineCalls } from '@mocks/http/define-call';
import { CASHIER_DEMO_FILE, demoPageUrl } from '@mocks/http/demo-pages';
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
  getWalletUrl: ({ requestData, investor, request }) =>
    startPayment(investor.customerId, requestData, demoPageUrl(request, CASHIER_DEMO_FILE)),
  queryWalletState: ({ requestData, investor }) => payState(investor.customerId, requestData.orderNo),
});

/**
 * Seeded after the payments, at every start (never stored): the cashier's return carried by the
 * address is applied as the institution's notification. Nothing to do in tests.
 */
export const walletReplays = defineCollection('walletReplays', z.object({ done: z.boolean() }), {
  transient: true,
  seed: async (collection) => {
    if (pendingCashierReturn)
      await notifyWalletPayment(pendingCashierReturn.payNo, pendingCashierReturn.result);
    await collection.create({ done: true });
  },
});
