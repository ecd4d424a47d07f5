import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppBridge } from '@/bridge/app-bridge';
import type { NativeBridge } from '@/bridge/native-bridge';
import { clientStore } from '@/env/client-store';
import { wecomNavigation } from '@/features/auth/model/wecom-oauth';
import { captchas, loginAttempts } from '@mocks/domains/auth/seed';
import { DEMO_APPTOKEN } from '@mocks/db/seed/investor';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine (9 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

afterEach(() => {
  vi.restoreAllMocks();
  setAppBridge(undefined as unknown as NativeBridge);
  sessionStorage.clear();
});

const WECOM_UA =
  'Mozilla/5.0 (Linux; Android 12; NOH-AN00 Build/HUAWEINOH-AN00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 wxwork/4.1.16 MicroMessenger/7.0.1 NetType/WIFI Language/zh Lang/zh ColorScheme/Light';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
type User = ReturnType<typeof user>;

/** From a login-required page without a session to the login form. */
async function openLoginFrom(path: string) {
  const rendered = renderRoute(path, { session: 'loggedOut' });
  expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  return rendered;
}

async function sendCodeTo(u: User, phone = '13812345678') {
  await u.type(screen.getByLabelText('手机号'), phone);
  await u.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText(/验证码已发送至 1\d{2}\*{4}\d{4}，5分钟内有效/)).toBeInTheDocument();
}

const codeField = () => screen.getByLabelText('验证码');
const loginButton = () => screen.getByRole('button', { name: '登录' });

async function tryCode(u: User, code: string) {
  await u.clear(codeField());
  await u.type(codeField(), code);
  await u.click(loginButton());
}

describe('login by SMS code', () => {
  it(
    'sends a visitor to login and back to the page that asked, with the session stored',
    { timeout: 20_000 },
    async () => {
      const u = user();
      const { location, toasts } = await openLoginFrom('/phone/bankCardList');
      expect(location()).toBe('/phone/login?redirect=%2Fphone%2FbankCardList');
      expect(loginButton()).toBeDisabled();
      await sendCodeTo(u);
      expect(screen.getByRole('button', { name: /重新获取\(\d+s\)/ })).toBeDisabled();
      await u.type(codeField(), '123456');
      await u.click(screen.getByRole('checkbox', { name: '我已阅读并同意用户服务协议和隐私政策' }));
      await u.click(loginButton());
      await waitFor(() => expect(location()).toBe('/phone/bankCardList'));
      expect(clientStore.get('apptoken')).toBe(DEMO_APPTOKEN);
      expect(toasts()).toContain('登录成功');
      expect(await screen.findByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
    },
  );

  it('asks for the agreements when 登录 is tapped without them, and logs in on 同意并登录', async () => {
    const u = user();
    const { location } = await openLoginFrom('/phone/bankCardList');
    await sendCodeTo(u);
    await u.type(codeField(), '123456');
    await u.click(loginButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/登录前请阅读并同意《用户服务协议》和《隐私政策》/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: '同意并登录' }));
    await waitFor(() => expect(location()).toBe('/phone/bankCardList'));
  });

  it('stays on login when the agreements are declined', async () => {
    const u = user();
    const { location } = await openLoginFrom('/phone/bankCardList');
    await sendCodeTo(u);
    await u.type(codeField(), '123456');
    await u.click(loginButton());
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '暂不登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toMatch(/^\/phone\/login/);
    expect(clientStore.get('apptoken')).toBeUndefined();
  });

  it('refuses to send to a malformed number', async () => {
    const u = user();
    await openLoginFrom('/phone/bankCardList');
    await u.type(screen.getByLabelText('手机号'), '1381234');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('counts wrong codes down, then asks for the image captcha before a new code', async () => {
    const u = user();
    const { location, toasts } = await openLoginFrom('/phone/bankCardList');
    await u.click(screen.getByRole('checkbox', { name: '我已阅读并同意用户服务协议和隐私政策' }));
    await sendCodeTo(u);
    await tryCode(u, '000000');
    expect(await screen.findByText('短信验证码错误，还可尝试2次')).toBeInTheDocument();
    await tryCode(u, '000001');
    expect(await screen.findByText('短信验证码错误，还可尝试1次')).toBeInTheDocument();
    await tryCode(u, '000002');
    expect(
      await screen.findByText('短信验证码错误次数较多，请完成图形验证后重新获取验证码'),
    ).toBeInTheDocument();
    // The captcha is shown, the code in hand is void and a new one may be asked for at once.
    const image = await screen.findByRole('img', { name: '图形验证码' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();

    await u.type(screen.getByLabelText('图形验证码'), 'zzzz');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('图形验证码错误，请重新输入')).toBeInTheDocument();
    // A new image came with the message (one try per captcha).
    await waitFor(() => expect(captchas.count()).toBe(2));
    const latest = captchas.all().at(-1)!;
    await u.type(screen.getByLabelText('图形验证码'), latest.answer.toLowerCase());
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/验证码已发送至 138\*{4}5678/)).toBeInTheDocument();
    expect(screen.queryByLabelText('图形验证码')).toBeNull();
    await tryCode(u, '123456');
    await waitFor(() => expect(location()).toBe('/phone/bankCardList'));
    // The page said each refusal where it belongs: no toast for them.
    expect(toasts().filter((t) => t !== '登录成功')).toEqual([]);
  }, 40_000);

  it('says a locked phone above the form and keeps 获取验证码 off', async () => {
    const u = user();
    await openLoginFrom('/phone/bankCardList');
    // Ten wrong codes for this phone in the last half hour (the mock's rule).
    await loginAttempts.create({ phone: '13812345678', failures: 10, lockedUntil: Date.now() + 1_800_000 });
    await u.type(screen.getByLabelText('手机号'), '13812345678');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该手机号验证失败次数过多，请30分钟后再试');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  });

  it('opens the user agreement in a sheet and links the privacy policy', async () => {
    const u = user();
    await openLoginFrom('/phone/bankCardList');
    await u.click(screen.getByRole('button', { name: '《用户服务协议》' }));
    expect(await screen.findByRole('article', { name: '华信信托用户服务协议' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/phone/privacyPolicy',
    );
  });

  it('returns to /phone/about when it came without a return path', async () => {
    const u = user();
    const { location } = renderRoute('/phone/login', { session: 'loggedOut' });
    await screen.findByRole('heading', { level: 1, name: '登录' });
    await u.click(screen.getByRole('checkbox', { name: '我已阅读并同意用户服务协议和隐私政策' }));
    await sendCodeTo(u);
    await tryCode(u, '123456');
    await waitFor(() => expect(location()).toBe('/phone/about'));
  });
});

describe('login inside the own app', () => {
  it('asks the native app to log in, once on arrival and again on the button', async () => {
    const login = vi.fn(() => ({ delivered: true, via: 'android' as const }));
    setAppBridge({ isOwnApp: () => true, login } as unknown as NativeBridge);
    await openLoginFrom('/phone/bankCardList');
    expect(screen.getByText('请在华信信托App中完成登录')).toBeInTheDocument();
    expect(screen.queryByLabelText('手机号')).toBeNull();
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    await user().click(screen.getByRole('button', { name: '登录' }));
    expect(login).toHaveBeenCalledTimes(2);
  });
});

describe('login inside WeCom', () => {
  it('goes to WeCom’s authorisation, and back with the code lands on the page that asked', async () => {
    vi.spyOn(globalThis.navigator, 'userAgent', 'get').mockReturnValue(WECOM_UA);
    const go = vi.spyOn(wecomNavigation, 'go').mockImplementation(() => undefined);
    renderRoute('/phone/bankCardList', { session: 'loggedOut' });
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const target = new URL(go.mock.calls[0]![0]);
    expect(`${target.origin}${target.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(target.hash).toBe('#wechat_redirect');
    expect(target.searchParams.get('appid')).toBe('ww3f2a9c1d7e5b8a60');
    expect(target.searchParams.get('agentid')).toBe('1000007');
    expect(target.searchParams.get('scope')).toBe('snsapi_base');
    expect(target.searchParams.get('redirect_uri')).toMatch(
      /\/phone\/login\?redirect=%2Fphone%2FbankCardList$/,
    );
    const state = target.searchParams.get('state')!;

    // WeCom comes back to the login page with its code and the state.
    const back = renderRoute(
      `/phone/login?redirect=%2Fphone%2FbankCardList&code=QWCODE8c2f61a9d4&state=${state}`,
      { session: 'loggedOut' },
    );
    await waitFor(() => expect(back.location()).toBe('/phone/bankCardList'));
    expect(clientStore.get('apptoken')).toBe(DEMO_APPTOKEN);
  });

  it('refuses a state this tab did not send, and offers 重新授权', async () => {
    vi.spyOn(globalThis.navigator, 'userAgent', 'get').mockReturnValue(WECOM_UA);
    sessionStorage.setItem('trust-h5:qw-state', 'QW000000000001');
    renderRoute('/phone/login?code=QWCODE8c2f61a9d4&state=QW999999999999', { session: 'loggedOut' });
    expect(await screen.findByText('授权已失效，请重新授权')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新授权' })).toBeInTheDocument();
    expect(clientStore.get('apptoken')).toBeUndefined();
  });

  it('falls back to the SMS form for a WeCom user bound to no investor', async () => {
    vi.spyOn(globalThis.navigator, 'userAgent', 'get').mockReturnValue(WECOM_UA);
    const go = vi.spyOn(wecomNavigation, 'go').mockImplementation(() => undefined);
    renderRoute('/phone/login', { session: 'loggedOut' });
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const state = new URL(go.mock.calls[0]![0]).searchParams.get('state')!;
    act(() => undefined);
    renderRoute(`/phone/login?code=UNBOUND0a1b2c3d&state=${state}`, { session: 'loggedOut' });
    expect(await screen.findByText('企业微信账号尚未绑定投资者账户，请使用手机号登录')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toBeInTheDocument();
  });
});
