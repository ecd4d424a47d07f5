import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemeOpener } from '@/features/common/model/app-scheme';
import { resetWxSdk, type WxApi } from '@/features/common/model/wx-sdk';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine (8 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

const server = setupMockApi();

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN';
const MINI_PROGRAM_UA = `${WECHAT_UA} miniProgram/wx8a3f5c2d1e0b4976`;

let opened: string[];
beforeEach(() => {
  opened = [];
  vi.spyOn(schemeOpener, 'open').mockImplementation((url) => void opened.push(url));
});
afterEach(() => {
  vi.restoreAllMocks();
  resetWxSdk();
  delete (globalThis as { wx?: WxApi }).wx;
});

const useAgent = (ua: string) => vi.spyOn(globalThis.navigator, 'userAgent', 'get').mockReturnValue(ua);

describe('appletPull', () => {
  it("opens the mini-program's home by the minted weixin:// link on the investor's tap", async () => {
    renderRoute('/phone/appletPull');
    expect(await screen.findByRole('heading', { level: 2, name: '打开华信信托小程序' })).toBeInTheDocument();
    expect(opened).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '打开小程序' }));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^weixin:\/\/dl\/business\/\?t=[0-9a-z]+$/);
  });

  it('says the mini-program cannot be opened now (05170003), with the search hint', async () => {
    renderRoute('/phone/appletPull?path=pages/closed/index');
    expect(await screen.findByRole('heading', { level: 2, name: '小程序暂时无法打开' })).toBeInTheDocument();
    expect(screen.getByText('请稍后再试。您也可以打开微信，搜索「华信信托」小程序。')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'https://evil.example/?t=a1', 'weixin://dl/business/?t=a1&u=javascript:x'])(
    'follows no server link but weixin://dl/business/ (%j)',
    async (openlink) => {
      server.use(
        http.post(API('queryAppletScheme'), () =>
          HttpResponse.json(envelope({ openlink, expireTime: '2024-07-28T09:30:00+08:00' })),
        ),
      );
      renderRoute('/phone/appletPull');
      // The contract's pattern fails the answer (暂时无法打开小程序 + 重试); the page's own check
      // would refuse it too (无法跳转): either way there is nothing to tap.
      expect(await screen.findByText(/^(无法跳转|暂时无法打开小程序)$/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '打开小程序' })).toBeNull();
      expect(opened).toEqual([]);
    },
  );

  it('inside WeChat asks for no link and says how to find the mini-program', async () => {
    useAgent(WECHAT_UA);
    renderRoute('/phone/appletPull');
    expect(
      await screen.findByRole('heading', { level: 2, name: '请在微信中搜索小程序' }),
    ).toBeInTheDocument();
    expect(opened).toEqual([]);
  });
});

describe('pullUp', () => {
  it('opens the target in the own app by its scheme on a tap, and offers the download when the app does not open', async () => {
    renderRoute('/phone/pullUp?target=%2Fphone%2FbankCardList');
    expect(await screen.findByRole('heading', { level: 2, name: '打开华信信托App' })).toBeInTheDocument();
    expect(opened).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '打开App' }));
    expect(opened).toEqual(['huaxintrust://open?path=%2Fphone%2FbankCardList']);
    // The page is still visible after 2.5 s (jsdom never leaves for the app).
    expect(
      await screen.findByRole('heading', { level: 2, name: '未能打开华信信托App' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载华信信托App' })).toBeInTheDocument();
  });

  it('continues on the web with the same page', async () => {
    const { location } = renderRoute('/phone/pullUp?target=%2Fphone%2FbankCardList');
    await userEvent.click(await screen.findByRole('button', { name: '继续在网页中浏览' }));
    await waitFor(() => expect(location()).toBe('/phone/bankCardList'), { timeout: 15_000 });
  });

  it.each(['javascript:alert(1)', 'https://evil.example/', '//evil.example'])(
    'refuses %j and opens nothing',
    async (target) => {
      renderRoute(`/phone/pullUp?target=${encodeURIComponent(target)}`);
      expect(await screen.findByText('无法跳转')).toBeInTheDocument();
      expect(opened).toEqual([]);
    },
  );

  it('inside WeChat shows the browser guide instead (schemes are blocked there)', async () => {
    useAgent(WECHAT_UA);
    const { location } = renderRoute('/phone/pullUp');
    expect(await screen.findByRole('heading', { name: '请在浏览器中打开' })).toBeInTheDocument();
    expect(location()).toBe('/phone/sharingLayer?mode=open');
    expect(opened).toEqual([]);
  });
});

describe('appletHome and noAppletHome', () => {
  it('outside a mini-program, appletHome is the browser home with the ways on', async () => {
    const { location } = renderRoute('/phone/appletHome');
    expect(await screen.findByRole('heading', { level: 2, name: '华信信托' })).toBeInTheDocument();
    expect(location()).toBe('/phone/noAppletHome');
    // The home's notice (appletPopup) comes first; closing it leaves the ways on.
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await userEvent.click(screen.getByText('打开华信信托小程序'));
    await waitFor(() => expect(location()).toBe('/phone/appletPull'), { timeout: 15_000 });
  });

  it("inside a mini-program, relaunches the mini-program's home through the JS-SDK", async () => {
    useAgent(MINI_PROGRAM_UA);
    const reLaunch = vi.fn();
    (globalThis as { wx?: WxApi }).wx = {
      config: vi.fn(),
      ready: vi.fn(),
      error: vi.fn(),
      miniProgram: { reLaunch },
    };
    renderRoute('/phone/appletHome');
    await waitFor(() =>
      expect(reLaunch).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/index/index' })),
    );
  });

  it('inside a mini-program without the SDK, offers to browse on', async () => {
    useAgent(MINI_PROGRAM_UA);
    (globalThis as { wx?: WxApi }).wx = { config: vi.fn(), ready: vi.fn(), error: vi.fn() };
    renderRoute('/phone/appletHome');
    expect(
      await screen.findByRole('heading', { level: 2, name: '暂时无法返回小程序首页' }),
    ).toBeInTheDocument();
  });
});
