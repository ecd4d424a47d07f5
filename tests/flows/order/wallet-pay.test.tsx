import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@gen/model/orderDetail';
import type { WalletOpenData } from '@gen/model/walletOpenData';
import type { WalletUrlData } from '@gen/model/walletUrlData';
import { resetMockDb } from '@mocks/db/define-collection';
import { WALLET_STORY_ORDER } from '@mocks/domains/order/seed';
import { resetWalletOptions, setWalletOptions } from '@mocks/domains/wallet/options';
import { notifyWalletPayment } from '@mocks/domains/wallet/rules';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { walletNavigation } from '@/features/order/components/wallet/wallet-pay-step';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
const order = WALLET_STORY_ORDER;
const PAY = `/phone/orderUpload?orderNo=${order}&pay=wallet`;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetWalletOptions();
});

async function openWallet() {
  const applied = await callData<WalletOpenData>('appletWalletOpen', {
    cardId: 'BC202406180001',
    agreements: ['WALLET_SERVICE', 'QUICK_PAY', 'WALLET_PRIVACY'],
  });
  await callData('checkMsg4Wallet', {
    applyNo: applied.applyNo,
    smsSerialNo: applied.smsSerialNo,
    smsCode: '123456',
  });
}

describe('wallet payment from orderUpload', { timeout: 40_000 }, () => {
  it('offers the wallet on a product that takes it, not on one that does not', async () => {
    const user = userEvent.setup();
    const { location, unmount } = renderRoute(`/phone/orderUpload?orderNo=${order}`);
    const option = await screen.findByRole('region', { name: '钱包支付' });
    await user.click(within(option).getByRole('button', { name: '使用钱包支付' }));
    await waitFor(() => expect(location()).toBe(PAY));
    unmount();
    renderRoute('/phone/orderUpload?orderNo=OD202611180002');
    await screen.findByRole('region', { name: '募集账户' });
    expect(screen.queryByRole('region', { name: '钱包支付' })).toBeNull();
  });

  it('opens the wallet: identity masked, a supported card, the agreements, the institution’s code', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(PAY);
    const identity = await screen.findByRole('region', { name: '开户信息' });
    expect(identity).toHaveTextContent('3101**********053X');
    expect(identity).toHaveTextContent('138****5678');
    const cards = screen.getByRole('radiogroup', { name: '绑定银行卡' });
    expect(within(cards).getByRole('radio', { name: /招商银行/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(cards).getByRole('radio', { name: /中国工商银行/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: '《钱包支付服务协议》' })).toHaveAttribute(
      'href',
      expect.stringContaining('comPdf?fileId=FQB0001'),
    );
    await user.click(screen.getByRole('button', { name: '同意协议并开通' }));
    expect(await screen.findByText('请阅读并同意钱包相关协议')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '同意协议并开通' }));
    expect(await screen.findByText('验证码已发送至 138****5678，5分钟内有效')).toBeInTheDocument();
    await user.type(screen.getByLabelText('短信验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '确认开通' }));
    expect(await screen.findByText('短信验证码错误，请重新输入')).toBeInTheDocument();
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    // The button's re-click window (1 s) after the refused attempt.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await user.click(screen.getByRole('button', { name: '确认开通' }));
    expect(
      await screen.findByRole('button', { name: '确认支付 500,000.00元' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('pays: confirms, starts the payment and leaves for the cashier through the allow-list', async () => {
    await openWallet();
    const open = vi.spyOn(walletNavigation, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(PAY);
    const facts = await screen.findByRole('region', { name: '付款方式' });
    expect(await within(facts).findByText('招商银行（尾号5678）')).toBeInTheDocument();
    await user.dblClick(await screen.findByRole('button', { name: '确认支付 500,000.00元' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const url = new URL(open.mock.calls[0]![0]);
    // The mock's cashier page: a file beside the app on the origin the app is served from.
    expect(url.origin).toBe(location.origin);
    expect(url.pathname).toBe(`${import.meta.env.BASE_URL}mock-wallet/pay.html`);
    expect(url.searchParams.get('return')).toMatch(
      new RegExp(`/phone/orderUpload\\?orderNo=${order}&pay=wallet$`),
    );
  });

  it('back from the cashier: paying until notified, then 支付成功 and the order in 资金确认中', async () => {
    await openWallet();
    const { payNo } = await callData<WalletUrlData>('getWalletUrl', {
      orderNo: order,
      returnUrl: 'http://localhost/x',
    });
    const user = userEvent.setup();
    const { location } = renderRoute(`${PAY}&walletPayNo=${payNo}`);
    expect(await screen.findByRole('heading', { name: '正在确认支付结果…' })).toBeInTheDocument();
    await notifyWalletPayment(payNo, 'SUCCESS');
    expect(await screen.findByRole('heading', { name: '支付成功' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(location()).toBe(`/phone/productOrderDetails?orderNo=${order}`));
    expect(await screen.findByText('钱包已支付，资金确认中')).toBeInTheDocument();
    const detail = await callData<OrderDetail>('queryOrderDetail', { orderNo: order });
    expect(detail).toMatchObject({ status: 'FUNDS_CHECKING', paymentMethod: 'WALLET' });
  });

  it('a failed payment offers to pay again or by transfer', async () => {
    await openWallet();
    const { payNo } = await callData<WalletUrlData>('getWalletUrl', {
      orderNo: order,
      returnUrl: 'http://localhost/x',
    });
    await notifyWalletPayment(payNo, 'FAIL');
    const user = userEvent.setup();
    const { location } = renderRoute(`${PAY}&walletPayNo=${payNo}`);
    expect(await screen.findByRole('heading', { name: '支付失败' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '改用银行转账' }));
    await waitFor(() => expect(location()).toBe(`/phone/orderUpload?orderNo=${order}`));
  });

  it('outside the payment hours the button is off and says when wallet payment is open', async () => {
    setWalletOptions({ start: 'OPENED', hoursClosed: true });
    await resetMockDb();
    renderRoute(PAY);
    expect(await screen.findByText(/当前不在钱包支付时间内（工作日 09:00–16:30）/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认支付 500,000.00元' })).toBeDisabled();
  });

  it('an unavailable wallet (identity not verifiable) says why and offers the transfer', async () => {
    setWalletOptions({ uncertified: true });
    await resetMockDb();
    renderRoute(PAY);
    expect(await screen.findByRole('heading', { name: '钱包支付暂不可用' })).toBeInTheDocument();
    expect(screen.getByText(/请先更新证件信息/)).toBeInTheDocument();
  });

  it('a product without the wallet (05070001) says so with no toast', async () => {
    const { toasts } = renderRoute('/phone/orderUpload?orderNo=OD202611180002&pay=wallet');
    expect(await screen.findByRole('heading', { name: '该产品不支持钱包支付' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a failed pre-check shows 重试', async () => {
    setScenario({ outcome: 'http500', call: 'walletPreCheck', times: 1 });
    const user = userEvent.setup();
    renderRoute(PAY);
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 8000 }));
    expect(await screen.findByRole('region', { name: '开户信息' })).toBeInTheDocument();
  });
});
