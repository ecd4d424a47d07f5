import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@gen/model/orderDetail';
import type { WalletOpenAccountInfoData } from '@gen/model/walletOpenAccountInfoData';
import type { WalletOpenData } from '@gen/model/walletOpenData';
import type { WalletPayStateData } from '@gen/model/walletPayStateData';
import type { WalletPreCheckData } from '@gen/model/walletPreCheckData';
import type { WalletUrlData } from '@gen/model/walletUrlData';
import { resetMockDb } from '@mocks/db/define-collection';
import { STORY_ORDERS } from '@mocks/db/seed/story';
import { callData } from '@mocks/testing/post-call';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { WALLET_STORY_ORDER } from '../order/seed';
import { resetWalletOptions, setWalletOptions } from './options';
import { notifyWalletPayment } from './rules';

/** The wallet mock over the wire (fresh seed per test): open, pay on the cashier, the notification. */
setupMockApi();
afterEach(() => resetWalletOptions());

/** A schema-checked call (mocks/testing/checked-call.ts) as its status code and data. */
async function call<T>(name: string, requestData: unknown) {
  const { result } = await checkedCall<T>(name, requestData);
  return { statusCode: result.statusCode, data: result.data as T };
}
const order = { orderNo: WALLET_STORY_ORDER };
const returnUrl = `http://localhost/xtmk/apph5/phone/orderUpload?orderNo=${WALLET_STORY_ORDER}&pay=wallet`;

async function openWallet() {
  const applied = await callData<WalletOpenData>('appletWalletOpen', {
    cardId: 'BC202406180001',
    agreements: ['WALLET_SERVICE', 'QUICK_PAY', 'WALLET_PRIVACY'],
  });
  return call('checkMsg4Wallet', {
    applyNo: applied.applyNo,
    smsSerialNo: applied.smsSerialNo,
    smsCode: '123456',
  });
}

describe('wallet mock', () => {
  it('pre-checks an order: a wallet product waiting for payment, first open the wallet', async () => {
    const check = await callData<WalletPreCheckData>('walletPreCheck', order);
    expect(check).toMatchObject({
      accountState: 'NOT_OPENED',
      nextStep: 'OPEN_ACCOUNT',
      amount: '500000.00',
      payTimeOpen: true,
    });
    expect((await call('walletPreCheck', { orderNo: STORY_ORDERS.toPay.orderNo })).statusCode).toBe(
      '05070001',
    );
    expect((await call('walletPreCheck', { orderNo: 'OD202406180012' })).statusCode).toBe('05070002');
  });

  it('opens the wallet with a supported card, every agreement and the code sent to the card’s phone', async () => {
    const info = await callData<WalletOpenAccountInfoData>('walletOpenAccountInfo', {});
    expect(info.cards.map((c) => [c.bankName, c.supported])).toEqual([
      ['招商银行', true],
      ['中国工商银行', false],
    ]);
    const refusedCard = await call('appletWalletOpen', {
      cardId: 'BC202311020007',
      agreements: ['WALLET_SERVICE', 'QUICK_PAY', 'WALLET_PRIVACY'],
    });
    expect(refusedCard.statusCode).toBe('05070003');
    const applied = await callData<WalletOpenData>('appletWalletOpen', {
      cardId: 'BC202406180001',
      agreements: ['WALLET_SERVICE', 'QUICK_PAY', 'WALLET_PRIVACY'],
    });
    expect(applied.sentToMasked).toBe('138****5678');
    const wrong = await call('checkMsg4Wallet', {
      applyNo: applied.applyNo,
      smsSerialNo: applied.smsSerialNo,
      smsCode: '000000',
    });
    expect(wrong.statusCode).toBe('05070005');
    const opened = await call('checkMsg4Wallet', {
      applyNo: applied.applyNo,
      smsSerialNo: applied.smsSerialNo,
      smsCode: '123456',
    });
    expect(opened.data).toMatchObject({ accountState: 'OPENED', bankName: '招商银行', cardTail: '5678' });
    expect((await callData<WalletPreCheckData>('walletPreCheck', order)).nextStep).toBe('PAY');
  });

  it('pays: the cashier URL, paying until notified, then 资金确认中 paid by the wallet', async () => {
    expect((await call('getWalletUrl', { ...order, returnUrl })).statusCode).toBe('05070008');
    await openWallet();
    const url = await callData<WalletUrlData>('getWalletUrl', { ...order, returnUrl });
    expect(url.payUrl).toMatch(
      new RegExp(`^${location.origin}${import.meta.env.BASE_URL}mock-wallet/pay\\.html\\?payNo=WP\\d{15}&`),
    );
    expect((await callData<WalletPayStateData>('queryWalletState', order)).payState).toBe('PAYING');
    await notifyWalletPayment(url.payNo, 'SUCCESS');
    const state = await callData<WalletPayStateData>('queryWalletState', order);
    expect(state).toMatchObject({ payState: 'PAID', orderStatus: 'FUNDS_CHECKING', payNo: url.payNo });
    const detail = await callData<OrderDetail>('queryOrderDetail', order);
    expect(detail).toMatchObject({ status: 'FUNDS_CHECKING', paymentMethod: 'WALLET', proofCount: 0 });
    expect((await call('getWalletUrl', { ...order, returnUrl })).statusCode).toBe('05070009');
  });

  it('leaves the order waiting after a failed or abandoned payment; a new one closes the old', async () => {
    await openWallet();
    const first = await callData<WalletUrlData>('getWalletUrl', { ...order, returnUrl });
    await notifyWalletPayment(first.payNo, 'FAIL');
    expect(await callData<WalletPayStateData>('queryWalletState', order)).toMatchObject({
      payState: 'FAILED',
      orderStatus: 'TO_PAY',
    });
    const second = await callData<WalletUrlData>('getWalletUrl', { ...order, returnUrl });
    const third = await callData<WalletUrlData>('getWalletUrl', { ...order, returnUrl });
    await notifyWalletPayment(second.payNo, 'SUCCESS');
    expect((await callData<WalletPayStateData>('queryWalletState', order)).payNo).toBe(third.payNo);
    expect((await callData<OrderDetail>('queryOrderDetail', order)).status).toBe('TO_PAY');
  });

  it('follows the options: opened, frozen, outside the payment hours, identity not verifiable', async () => {
    setWalletOptions({ start: 'OPENED', hoursClosed: true });
    await resetMockDb();
    const check = await callData<WalletPreCheckData>('walletPreCheck', order);
    expect(check).toMatchObject({ nextStep: 'PAY', payTimeOpen: false });
    expect((await call('getWalletUrl', { ...order, returnUrl })).statusCode).toBe('05070007');
    setWalletOptions({ start: 'FROZEN', hoursClosed: false, uncertified: true });
    await resetMockDb();
    expect(await callData<WalletPreCheckData>('walletPreCheck', order)).toMatchObject({
      nextStep: 'UNAVAILABLE',
      certified: false,
    });
  });
});
