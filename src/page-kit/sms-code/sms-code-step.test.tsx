import '@tests/setup/test-polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeStep } from './sms-code-step';
import type { SmsSendState } from './use-sms-code';

afterEach(() => vi.useRealTimers());

interface Ticket {
  smsSerialNo: string;
  sentToMasked?: string;
  resendAfterSeconds?: number;
  expiresInSeconds?: number;
}

const ticket = (n: number): Ticket => ({
  smsSerialNo: `S${n}`,
  sentToMasked: '139****1111',
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const codeInput = () => screen.getByLabelText('短信验证码');

describe('<SmsCodeStep>', () => {
  it('sends once on arrival under StrictMode, then counts 60 s down', async () => {
    const send = vi.fn(async () => ticket(1));
    render(
      <StrictMode>
        <SmsCodeStep autoSend send={send} verify={vi.fn()} />
      </StrictMode>,
    );
    expect(await screen.findByText('验证码已发送至 139****1111，5分钟内有效')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('offers 重新获取 when the countdown ends and sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    let n = 0;
    const send = vi.fn(async () => ticket(++n));
    render(<SmsCodeStep autoSend send={send} verify={vi.fn()} />);
    expect(await screen.findByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '重新获取(59s)' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    await user.click(screen.getByRole('button', { name: '重新获取' }));
    expect(await screen.findByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('after a refused first send, a burst of ten taps in one task sends ONE request', async () => {
    const second = deferred<Ticket>();
    const send = vi
      .fn<() => Promise<Ticket>>()
      .mockRejectedValueOnce(new Error('发送过于频繁'))
      .mockImplementationOnce(() => second.promise);
    render(<SmsCodeStep autoSend send={send} verify={vi.fn()} />);
    const again = await screen.findByRole('button', { name: '获取验证码' });
    await waitFor(() => expect(again).toBeEnabled());
    expect(screen.getByText('请获取短信验证码')).toBeInTheDocument();
    act(() => {
      for (let i = 0; i < 10; i++) again.click();
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: '发送中…' })).toBeDisabled();
    await act(async () => second.resolve(ticket(2)));
    expect(await screen.findByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('verifies with the code and the ticket once per burst, and keeps 确定 off until 6 digits', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const done = deferred<void>();
    const verify = vi.fn(() => done.promise);
    render(<SmsCodeStep autoSend send={async () => ticket(7)} verify={verify} />);
    await screen.findByText(/验证码已发送至/);
    const ok = screen.getByRole('button', { name: '确定' });
    await user.type(codeInput(), '12a345');
    expect(codeInput()).toHaveValue('12345');
    expect(ok).toBeDisabled();
    await user.type(codeInput(), '6');
    expect(ok).toBeEnabled();
    act(() => {
      for (let i = 0; i < 10; i++) ok.click();
    });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('123456', ticket(7));
    await act(async () => done.resolve());
  });

  it('a refused code is cleared and the field focused for another try', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const verify = vi.fn(async () => {
      throw new Error('短信验证码错误');
    });
    render(<SmsCodeStep autoSend send={async () => ticket(1)} verify={verify} />);
    await screen.findByText(/验证码已发送至/);
    await user.type(codeInput(), '000000');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(codeInput()).toHaveValue(''));
    expect(codeInput()).toHaveFocus();
  });

  it('a ticket missing its fields shows sensible text and the 60 s countdown, never undefined/NaN', async () => {
    render(<SmsCodeStep autoSend send={async () => ({ smsSerialNo: 'S1' }) as Ticket} verify={vi.fn()} />);
    expect(await screen.findByText('验证码已发送至 您的手机')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新获取(60s)' })).toBeDisabled();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('with a remembered send (page memory) arriving again sends nothing and continues the countdown', async () => {
    vi.useFakeTimers({ now: 100_000, shouldAdvanceTime: true });
    const send = vi.fn(async () => ticket(2));
    function Page() {
      const [state, update] = useState<SmsSendState<Ticket>>({
        requested: true,
        ticket: ticket(1),
        sentAt: 100_000 - 20_000,
      });
      return <SmsCodeStep autoSend memory={{ state, update }} send={send} verify={vi.fn()} />;
    }
    render(<Page />);
    expect(await screen.findByRole('button', { name: '重新获取(40s)' })).toBeDisabled();
    expect(send).not.toHaveBeenCalled();
  });

  it('without autoSend waits for 获取验证码', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const send = vi.fn(async () => ticket(1));
    render(<SmsCodeStep send={send} verify={vi.fn()} />);
    expect(screen.getByText('请获取短信验证码')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/验证码已发送至/)).toBeInTheDocument();
  });
});
