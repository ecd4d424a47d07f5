import type { GetWalletUrlRequest } from '@gen/model/getWalletUrlRequest';
import type { WalletOpenAccountInfoData } from '@gen/model/walletOpenAccountInfoData';
import type { WalletOpenData } from '@gen/model/walletOpenData';
import type { WalletOpenRequest } from '@gen/model/walletOpenRequest';
import type { WalletOpenStatusData } from '@gen/model/walletOpenStatusData';
import type { WalletPayStateData } from '@gen/model/walletPayStateData';
import type { WalletPayTimeData } from '@gen/model/walletPayTimeData';
import type { WalletPreCheckData } from '@gen/model/walletPreCheckData';
import type { WalletUrlData } from '@gen/model/walletUrlData';
import type { Investor } from '@mocks/db/db';
import { maskCardNo } from '@mocks/db/masks';
import { refuseWith } from '@mocks/http/refusal';
import { bankCards } from '../bank-card/seed';
import { chinaIso } from '../order/lifecycle';
import { advanceOrder, canAdvance, findOrder, updateOrder } from '../order/rules';
import type { StoredOrder } from '../order/seed';
import { WALLET_PRODUCTS } from '../order/views';
import type { CashierResult } from './cashier-return';
import { walletOptions } from './options';
import {
  WALLET_SMS_CODE,
  walletAccounts,
  walletPayments,
  type StoredWalletAccount,
  type StoredWalletPayment,
} from './seed';

/**
 * The mock payment institution and the server's wallet rules (our proposal, openapi/paths/
 * wallet.yaml): a wallet opens with a supported card, the accepted agreements and the code sent
 * to the card's reserved phone; a payment starts on the cashier page and ends with the
 * institution's notification (notifyWalletPayment), which moves the order from 待打款 to
 * 资金确认中 (order event walletPaid) like an uploaded proof, without one.
 */

export const PAY_WINDOW = '工作日 09:00–16:30';
const PAY_TTL_MS = 15 * 60 * 1000;
const SMS_TTL_S = 300;

/** Banks whose cards the wallet takes, with their quick-payment limits (元). */
export const WALLET_BANKS: readonly { bankName: string; singleLimit: string; dailyLimit: string }[] = [
  { bankName: '招商银行', singleLimit: '5000000.00', dailyLimit: '10000000.00' },
  { bankName: '中国建设银行', singleLimit: '5000000.00', dailyLimit: '5000000.00' },
  { bankName: '中国银行', singleLimit: '2000000.00', dailyLimit: '5000000.00' },
  { bankName: '交通银行', singleLimit: '2000000.00', dailyLimit: '5000000.00' },
  { bankName: '兴业银行', singleLimit: '1000000.00', dailyLimit: '2000000.00' },
];

export const WALLET_AGREEMENTS = [
  { agmtCode: 'WALLET_SERVICE', agmtName: '钱包支付服务协议', fileId: 'FQB0001' },
  { agmtCode: 'QUICK_PAY', agmtName: '快捷支付服务授权书', fileId: 'FQB0002' },
  { agmtCode: 'WALLET_PRIVACY', agmtName: '钱包个人信息处理授权书', fileId: 'FQB0003' },
] as const;

let serial = 0;
const stamp = (prefix: string) => {
  serial += 1;
  const day = chinaIso(Date.now()).slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(1030000 + (serial % 10000)).padStart(7, '0')}`;
};

/** A new payment number, never one a payment kept from an earlier page load holds. */
function nextPayNo(): string {
  for (;;) {
    const payNo = stamp('WP');
    if (!walletPayments.findFirst((q) => q.where({ payNo }))) return payNo;
  }
}

function accountOf(investorId: string): StoredWalletAccount {
  return (
    walletAccounts.findFirst((q) => q.where({ investorId })) ?? { investorId, state: 'NOT_OPENED' as const }
  );
}

async function storeAccount(next: StoredWalletAccount): Promise<StoredWalletAccount> {
  const record = walletAccounts.findFirst((q) => q.where({ investorId: next.investorId }));
  if (record) {
    await walletAccounts.update(record, {
      data(draft) {
        Object.assign(draft, next);
      },
    });
  } else {
    await walletAccounts.create(next);
  }
  return next;
}

/** The order to pay: the investor's, of a product that takes the wallet, waiting for payment. */
function payableOrder(investorId: string, orderNo: string): StoredOrder {
  const order = findOrder(orderNo, investorId);
  if (!order) refuseWith('05040001');
  if (!WALLET_PRODUCTS.includes(order.productCode)) refuseWith('05070001');
  return order;
}

/** Payment hours: the option closes them (the demo keeps them open at any hour by default). */
function payTime(): WalletPayTimeData {
  if (!walletOptions().hoursClosed) return { open: true, payWindow: PAY_WINDOW };
  const tomorrow = chinaIso(Date.now() + 86_400_000).slice(0, 10);
  return { open: false, payWindow: PAY_WINDOW, nextOpenAt: `${tomorrow}T09:00:00+08:00` };
}

export function preCheck(investorId: string, orderNo: string): WalletPreCheckData {
  const order = payableOrder(investorId, orderNo);
  if (order.status !== 'TO_PAY') refuseWith('05070002');
  const account = accountOf(investorId);
  const certified = !walletOptions().uncertified;
  const time = payTime();
  const reason = !certified
    ? '支付机构暂无法核验您的身份信息，请先更新证件信息'
    : account.state === 'FROZEN'
      ? '您的钱包已冻结，请联系客服 400-820-8888'
      : undefined;
  return {
    orderNo,
    productName: order.productName,
    amount: order.amount ?? '0.00',
    accountState: account.state,
    certified,
    payTimeOpen: time.open,
    payWindow: time.payWindow,
    nextStep: reason ? 'UNAVAILABLE' : account.state === 'OPENED' ? 'PAY' : 'OPEN_ACCOUNT',
    ...(reason ? { reason } : {}),
  };
}

export function openAccountInfo(investor: Investor): WalletOpenAccountInfoData {
  const cards = bankCards
    .findMany((q) => q.where({ investorId: investor.customerId }))
    .map((card) => {
      const bank = WALLET_BANKS.find((b) => b.bankName === card.bnkName);
      return {
        cardId: card.cardId,
        bankName: card.bnkName,
        cardNoMasked: maskCardNo(card.cardNo),
        cardTail: card.cardNo.slice(-4),
        supported: bank !== undefined,
        ...(bank
          ? { singleLimit: bank.singleLimit, dailyLimit: bank.dailyLimit }
          : { reason: '该银行暂不支持钱包快捷支付' }),
      };
    })
    .sort((a, b) => Number(b.supported) - Number(a.supported));
  return {
    institutionName: '联信支付有限公司',
    investorName: investor.name,
    idNoMasked: investor.idNoMasked,
    phoneMasked: investor.phoneMasked,
    cards,
    agreements: WALLET_AGREEMENTS.map((a) => ({ ...a })),
  };
}

export const bankInfo = () => ({
  banks: WALLET_BANKS.map((bank) => ({ ...bank })),
  note: '限额以银行及支付机构最新规定为准',
});

export function openStatus(investorId: string): WalletOpenStatusData {
  const account = accountOf(investorId);
  if (account.state !== 'OPENED' && account.state !== 'FROZEN') return { accountState: account.state };
  return {
    accountState: account.state,
    ...(account.accountNo ? { walletAccountNoMasked: maskCardNo(account.accountNo) } : {}),
    ...(account.bankName ? { bankName: account.bankName } : {}),
    ...(account.cardTail ? { cardTail: account.cardTail } : {}),
    ...(account.openedAt ? { openedAt: account.openedAt } : {}),
  };
}

export const certifiedOf = () =>
  walletOptions().uncertified
    ? { certified: false, reason: '支付机构暂无法核验您的身份信息，请先更新证件信息' }
    : { certified: true };

/** appletWalletOpen: a supported card, every agreement; the code goes to the card's reserved phone. */
export async function applyOpen(investor: Investor, request: WalletOpenRequest): Promise<WalletOpenData> {
  const account = accountOf(investor.customerId);
  if (account.state === 'OPENED' || account.state === 'FROZEN') refuseWith('05070004');
  if (new Set(request.agreements).size < WALLET_AGREEMENTS.length) refuseWith('05070010');
  const card = bankCards.findFirst((q) =>
    q.where({ investorId: investor.customerId, cardId: request.cardId }),
  );
  if (!card || !WALLET_BANKS.some((bank) => bank.bankName === card.bnkName)) refuseWith('05070003');
  const now = Date.now();
  if (
    account.state === 'OPENING' &&
    account.smsExpiresAt &&
    account.smsExpiresAt - now > (SMS_TTL_S - 60) * 1000
  )
    refuseWith('05070011');
  const applyNo = account.state === 'OPENING' && account.applyNo ? account.applyNo : stamp('WA');
  const smsSerialNo = stamp('WS');
  await storeAccount({
    investorId: investor.customerId,
    state: 'OPENING',
    cardId: card.cardId,
    bankName: card.bnkName,
    cardTail: card.cardNo.slice(-4),
    applyNo,
    smsSerialNo,
    smsExpiresAt: now + SMS_TTL_S * 1000,
  });
  return {
    applyNo,
    smsSerialNo,
    sentToMasked: `${card.reservedPhone.slice(0, 3)}****${card.reservedPhone.slice(-4)}`,
    resendAfterSeconds: 60,
    expiresInSeconds: SMS_TTL_S,
  };
}

/** checkMsg4Wallet: the latest code of the application opens the wallet. */
export async function verifyOpen(
  investorId: string,
  request: { applyNo: string; smsSerialNo: string; smsCode: string },
): Promise<WalletOpenStatusData> {
  const account = accountOf(investorId);
  if (
    account.state !== 'OPENING' ||
    account.applyNo !== request.applyNo ||
    account.smsSerialNo !== request.smsSerialNo ||
    !account.smsExpiresAt ||
    account.smsExpiresAt < Date.now()
  )
    refuseWith('05070006');
  if (request.smsCode !== WALLET_SMS_CODE) refuseWith('05070005');
  await storeAccount({
    investorId,
    state: 'OPENED',
    cardId: account.cardId,
    bankName: account.bankName,
    cardTail: account.cardTail,
    accountNo: `8800${String(Date.now()).slice(-8)}2046`,
    openedAt: chinaIso(Date.now()),
  });
  return openStatus(investorId);
}

export function payTimeCheck(investorId: string, orderNo: string): WalletPayTimeData {
  payableOrder(investorId, orderNo);
  return payTime();
}

const latestPayment = (investorId: string, orderNo: string): StoredWalletPayment | undefined =>
  walletPayments
    .findMany((q) => q.where({ investorId, orderNo }))
    .sort((a, b) => b.createdAt - a.createdAt || b.payNo.localeCompare(a.payNo))[0];

async function setPayment(payment: StoredWalletPayment, patch: Partial<StoredWalletPayment>) {
  const record = walletPayments.findFirst((q) => q.where({ payNo: payment.payNo }));
  if (!record) return;
  await walletPayments.update(record, {
    data(draft) {
      Object.assign(draft, patch);
    },
  });
}

/** getWalletUrl: closes an unfinished payment of the order and starts a new one on the cashier (`cashierPage`). */
export async function startPayment(
  investorId: string,
  request: GetWalletUrlRequest,
  cashierPage: URL,
): Promise<WalletUrlData> {
  const order = payableOrder(investorId, request.orderNo);
  const last = latestPayment(investorId, order.orderNo);
  if (last?.state === 'PAID') refuseWith('05070009');
  if (order.status !== 'TO_PAY') refuseWith('05070002');
  if (accountOf(investorId).state !== 'OPENED') refuseWith('05070008');
  if (!payTime().open) refuseWith('05070007');
  if (last?.state === 'PAYING') await setPayment(last, { state: 'CLOSED' });
  const now = Date.now();
  const payNo = nextPayNo();
  await walletPayments.create({
    payNo,
    investorId,
    orderNo: order.orderNo,
    amount: order.amount ?? '0.00',
    state: 'PAYING',
    createdAt: now,
    expiresAt: now + PAY_TTL_MS,
  });
  const url = new URL(cashierPage);
  url.searchParams.set('payNo', payNo);
  url.searchParams.set('amount', order.amount ?? '0.00');
  url.searchParams.set('product', order.productName);
  url.searchParams.set('return', request.returnUrl);
  return { payNo, payUrl: url.href, expiresAt: chinaIso(now + PAY_TTL_MS) };
}

/** The order moves on when its payment is paid (once: a repeated notification changes nothing). */
async function settleOrder(payment: StoredWalletPayment): Promise<void> {
  if (!canAdvance(payment.orderNo, 'walletPaid')) return;
  await advanceOrder(payment.orderNo, 'walletPaid');
  await updateOrder(payment.orderNo, { paymentMethod: 'WALLET' });
}

/**
 * The institution's notification of a payment's outcome (the cashier's result in the demo):
 * PAID moves the order to 资金确认中; FAIL and CANCEL leave it waiting for payment.
 */
export async function notifyWalletPayment(payNo: string, result: CashierResult): Promise<void> {
  const payment = walletPayments.findFirst((q) => q.where({ payNo }));
  if (!payment || payment.state !== 'PAYING') return;
  if (result === 'SUCCESS') {
    await setPayment(payment, { state: 'PAID', paidAt: chinaIso(Date.now()) });
    await settleOrder(payment);
  } else if (result === 'FAIL') {
    await setPayment(payment, { state: 'FAILED', failReason: '银行卡余额不足或超出快捷支付限额' });
  } else {
    await setPayment(payment, { state: 'CLOSED' });
  }
}

export function payState(investorId: string, orderNo: string): WalletPayStateData {
  const order = payableOrder(investorId, orderNo);
  const payment = latestPayment(investorId, orderNo);
  const expired = payment?.state === 'PAYING' && payment.expiresAt < Date.now();
  return {
    orderNo,
    payState: !payment ? 'NONE' : expired ? 'CLOSED' : payment.state,
    amount: order.amount ?? '0.00',
    orderStatus: order.status,
    ...(payment ? { payNo: payment.payNo } : {}),
    ...(payment?.paidAt ? { paidAt: payment.paidAt } : {}),
    ...(payment?.failReason ? { failReason: payment.failReason } : {}),
  };
}
