import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../../mocks/testing/setup-mock-api';
import { API } from '../../support/msw-server';
import { renderRoute } from '../../support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine (9 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

const server = setupMockApi();

/** Counts the calls that reach the mock, then lets the stateful mock answer them. */
function countCalls(...names: string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  server.use(
    ...names.map((name) =>
      http.post(API(name), () => {
        counts[name] = (counts[name] ?? 0) + 1;
        // Falls through to the stateful mock.
        return undefined;
      }),
    ),
  );
  return counts;
}

/** Ten clicks in one task, as a bouncing finger or a stuck key would (no render between them). */
const burst = (element: HTMLElement) =>
  act(() => {
    for (let i = 0; i < 10; i += 1) element.click();
  });

/**
 * The SMS login's two writes under a burst of taps (the hostile suite runs inside the own app,
 * whose login is native, so the browser login's bursts are checked here): one code sent, one
 * login, and the investor lands where he was going.
 */
describe('login by SMS code, bursts', () => {
  it('sends one code and logs in once for ten taps each', { timeout: 30_000 }, async () => {
    const counts = countCalls('authorizeMesLoginSmsCode', 'authorizeMessageLogin');
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/bankCardList', { session: 'loggedOut' });
    await u.type(await screen.findByLabelText('手机号'), '13812345678');
    await burst(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/验证码已发送至 138\*{4}5678/)).toBeInTheDocument();
    await u.type(screen.getByLabelText('验证码'), '123456');
    await u.click(screen.getByRole('checkbox', { name: '我已阅读并同意用户服务协议和隐私政策' }));
    await burst(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/phone/bankCardList'));
    expect(counts).toEqual({ authorizeMesLoginSmsCode: 1, authorizeMessageLogin: 1 });
  });
});
