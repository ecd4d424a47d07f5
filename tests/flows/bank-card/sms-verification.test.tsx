import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { pendingSubmission } from '@/features/bank-card/model/pending-submission';
import { fillAddForm } from './fill-card-form';
import { API, envelope } from '@tests/support/msw-server';
import { renderBankCard } from './render-bank-card';

const server = setupMockApi();

afterEach(() => {
  pendingSubmission.clear();
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** The SMS sends the page makes, counted as they reach the mock server. */
function countSends() {
  const sends: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/bankCardSMSCode')) sends.push(request.url);
  });
  return sends;
}

const NEW_CARD = {
  cardNo: '6217002870012345672',
  bnkName: '中国建设银行',
  region: { provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市' },
  branchName: '深圳分行科技园支行',
  reservedPhone: '13900001111',
};

/** The state the form leaves behind when it hands over to smsVerification. */
function pendingAdd() {
  pendingSubmission.start({ mode: 'add', values: NEW_CARD, setDefault: false, startedFromList: false });
}

const codeInput = () => screen.getByLabelText('短信验证码');

describe('smsVerification', () => {
  it('list → add → SMS 123456 → 添加成功 → the new card, masked, in the list', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { toasts, router } = renderBankCard('/phone/bankCardList');
    await screen.findByRole('article', { name: /招商银行/ });
    await user.click(screen.getByRole('button', { name: '添加银行卡' }));
    await fillAddForm(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码已发送至 139****1111，5分钟内有效')).toBeInTheDocument();
    // The status line and the resend button settle in separate renders: wait for the button too.
    expect(await screen.findByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: '确定' }));
    const card = await screen.findByRole('article', { name: /中国建设银行/ });
    expect(within(card).getByText('6217 **** **** **** 5672')).toBeInTheDocument();
    expect(toasts()).toEqual(['添加成功']);
    // Back through history (list → form → SMS): the form is not left behind the list.
    expect(router.state.location.pathname).toBe('/phone/bankCardList');
    expect(router.state.historyAction).toBe('POP');
    // A whole journey over four screens: given room on a loaded machine (assertions unchanged).
  }, 15_000);

  it('counts 60 s down before a resend, then sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    pendingAdd();
    renderBankCard('/phone/smsVerification');
    expect(await screen.findByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    const firstSerial = pendingSubmission.get()?.sms.ticket?.smsSerialNo;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '重新获取(59s)' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(screen.getByRole('button', { name: '重新获取(1s)' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const resend = screen.getByRole('button', { name: '重新获取' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    expect(pendingSubmission.get()?.sms.ticket?.smsSerialNo).not.toBe(firstSerial);
  });

  it('sends the code once on arrival (StrictMode-safe) and keeps 确定 off until 6 digits', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    pendingAdd();
    renderBankCard('/phone/smsVerification');
    await screen.findByText(/验证码已发送至/);
    const ok = screen.getByRole('button', { name: '确定' });
    expect(ok).toBeDisabled();
    await user.type(codeInput(), '12a345');
    expect(codeInput()).toHaveValue('12345');
    expect(ok).toBeDisabled();
  });

  it('a wrong code shows the server’s message and clears the input', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    pendingAdd();
    const { toasts } = renderBankCard('/phone/smsVerification');
    await screen.findByText(/验证码已发送至/);
    await user.type(codeInput(), '000000');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toasts()).toEqual(['短信验证码错误，请重新输入']));
    expect(codeInput()).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1, name: '短信验证' })).toBeInTheDocument();
  });

  it('when sending fails (network), the catalogue says so and 获取验证码 is offered again', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    setScenario({ outcome: 'network-error', call: 'bankCardSMSCode', times: 1 });
    pendingAdd();
    const { toasts } = renderBankCard('/phone/smsVerification');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(await screen.findByText('请获取短信验证码')).toBeInTheDocument();
    const again = screen.getByRole('button', { name: '获取验证码' });
    expect(again).toBeEnabled();
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await user.click(again);
    expect(await screen.findByText('验证码已发送至 139****1111，5分钟内有效')).toBeInTheDocument();
  });

  it('after a refused first send, a burst of ten taps in one task sends ONE request', async () => {
    const sends = countSends();
    setScenario({ outcome: 'network-error', call: 'bankCardSMSCode', times: 1 });
    pendingAdd();
    const { toasts } = renderBankCard('/phone/smsVerification');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const again = await screen.findByRole('button', { name: '获取验证码' });
    await waitFor(() => expect(again).toBeEnabled());
    expect(sends).toHaveLength(1);
    act(() => {
      for (let i = 0; i < 10; i++) again.click();
    });
    expect(await screen.findByText('验证码已发送至 139****1111，5分钟内有效')).toBeInTheDocument();
    expect(sends).toHaveLength(2);
  });

  it('a ticket missing its fields never puts undefined or NaN on screen', async () => {
    server.use(http.post(API('bankCardSMSCode'), () => HttpResponse.json(envelope({ smsSerialNo: 'SMS1' }))));
    pendingAdd();
    renderBankCard('/phone/smsVerification');
    // Either the step reads what there is (验证码已发送至 您的手机, 60 s), or the transport refuses
    // the answer as malformed and the step offers 获取验证码 again; never garbage.
    expect(await screen.findByText(/^(验证码已发送至 您的手机|请获取短信验证码)$/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('after a refresh (nothing pending) it goes back to the form', async () => {
    const { router } = renderBankCard('/phone/smsVerification?cardId=BC202406180001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone/addOrEditBankCard'));
    expect(router.state.location.search).toBe('?cardId=BC202406180001');
    expect(await screen.findByText('页面已失效，请重新填写银行卡信息')).toBeInTheDocument();
  });

  it('edit: code to the current phone, 修改成功, the list shows the new branch', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { toasts } = renderBankCard('/phone/addOrEditBankCard?cardId=BC202406180001');
    const branch = await screen.findByLabelText('支行名称');
    await user.clear(branch);
    await user.type(branch, '深圳分行南山支行');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText(/验证码已发送至 1\d\d\*\*\*\*\d{4}/)).toBeInTheDocument();
    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: '确定' }));
    const cmb = await screen.findByRole('article', { name: /招商银行/ });
    expect(within(cmb).getByText(/深圳分行南山支行/)).toBeInTheDocument();
    expect(toasts()).toEqual(['修改成功']);
  });
});
