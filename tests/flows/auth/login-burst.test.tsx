import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wecomNavigation } from '@/features/auth/model/wecom-oauth';
import { loginAttempts } from '@mocks/domains/auth/seed';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { burst, countCalls } from '@tests/support/burst';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine (9 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

const server = setupMockApi();

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const WECOM_UA =
  'Mozilla/5.0 (Linux; Android 12; NOH-AN00 Build/HUAWEINOH-AN00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 wxwork/4.1.16 MicroMessenger/7.0.1 NetType/WIFI Language/zh Lang/zh ColorScheme/Light';

/**
 * The SMS login's two writes under a burst of taps (the hostile suite runs inside the own app,
 * whose login is native, so the browser login's bursts are checked here): one code sent, one
 * login, and the investor lands where he was going.
 */
describe('login by SMS code, bursts', () => {
  it('sends one code and logs in once for ten taps each', { timeout: 30_000 }, async () => {
    const counts = countCalls(server, 'authorizeMesLoginSmsCode', 'authorizeMessageLogin');
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

describe('the image captcha, bursts', () => {
  it('draws one new image for ten taps on 看不清，换一张', { timeout: 30_000 }, async () => {
    // Three wrong codes for this phone already: the next send asks for the captcha (05200003).
    await loginAttempts.create({ phone: '13812345678', failures: 3 });
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/bankCardList', { session: 'loggedOut' });
    await u.type(await screen.findByLabelText('手机号'), '13812345678');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    const first = (await screen.findByRole('img', { name: '图形验证码' })).getAttribute('src');
    const counts = countCalls(server, 'getImgCode');
    await burst(screen.getByRole('button', { name: '看不清，换一张' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).not.toBe(first),
    );
    // The kit's re-tap window (500 ms) is over: a queued second fetch would have gone out.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(counts).toEqual({ getImgCode: 1 });
  });
});

/**
 * WeCom's code is exchanged by the page itself on the way back (no control sends it): once per
 * arrival. Refused as expired (05200008, a state the server never issued), the page offers
 * 重新授权, whose burst asks WeCom's parameters once and leaves once, without a second exchange.
 */
describe('login inside WeCom, bursts', () => {
  it('exchanges the code once, and ten taps on 重新授权 go to WeCom once', { timeout: 30_000 }, async () => {
    vi.spyOn(globalThis.navigator, 'userAgent', 'get').mockReturnValue(WECOM_UA);
    const go = vi.spyOn(wecomNavigation, 'go').mockImplementation(() => undefined);
    sessionStorage.setItem('trust-h5:qw-state', 'QW000000000001');
    const counts = countCalls(server, 'authorizeLoginSubmit', 'getQwAuthCode');
    renderRoute('/phone/login?code=QWCODE8c2f61a9d4&state=QW000000000001', { session: 'loggedOut' });
    await burst(await screen.findByRole('button', { name: '重新授权' }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(go).toHaveBeenCalledTimes(1);
    expect(counts).toEqual({ authorizeLoginSubmit: 1, getQwAuthCode: 1 });
  });
});
