import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetWxSdk, type WxApi } from '@/features/common/model/wx-sdk';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine (8 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

const server = setupMockApi();

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/zh_CN';

/** Counts getWXConfigSignature requests while letting the stateful mock answer them. */
function countSignatures() {
  const seen: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/getWXConfigSignature')) seen.push(request.url);
  });
  return seen;
}

const host = globalThis as { wx?: WxApi };

afterEach(() => {
  vi.restoreAllMocks();
  resetWxSdk();
  delete host.wx;
  document.head.querySelectorAll('script[src*="jweixin"]').forEach((script) => script.remove());
});

describe('sharingLayer', () => {
  it('guides to the browser by default, loads no SDK and asks for no signature in a plain browser', async () => {
    const signatures = countSignatures();
    renderRoute('/phone/sharingLayer');
    expect(await screen.findByRole('heading', { name: '请在浏览器中打开' })).toBeInTheDocument();
    expect(screen.getByText('选择「在浏览器打开」（iPhone 为「在 Safari 中打开」）')).toBeInTheDocument();
    expect(document.title).toBe('在浏览器中打开');
    expect(screen.getByRole('heading', { name: '请在浏览器中打开' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelector('script[src*="jweixin"]')).toBeNull();
    expect(signatures).toHaveLength(0);
  });

  it('closes to the company page when there is nothing to go back to', async () => {
    const { location } = renderRoute('/phone/sharingLayer?mode=share');
    expect(await screen.findByRole('heading', { name: '分享给微信好友' })).toBeInTheDocument();
    // The page refines the route's title in an effect that runs after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('分享给好友'));
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(location()).toBe('/phone/about'), { timeout: 15_000 });
  });

  it('inside WeChat configures the SDK with a fresh signature and sets the share card', async () => {
    vi.spyOn(globalThis.navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    let ready: () => void = () => undefined;
    const wx: WxApi = {
      config: vi.fn(() => ready()),
      ready: (callback) => (ready = callback),
      error: vi.fn(),
      updateAppMessageShareData: vi.fn(),
      updateTimelineShareData: vi.fn(),
    };
    host.wx = wx;
    renderRoute('/phone/sharingLayer?mode=share');
    await waitFor(() => expect(wx.updateAppMessageShareData).toHaveBeenCalled(), { timeout: 15_000 });
    expect(wx.config).toHaveBeenCalledWith(
      expect.objectContaining({
        appId: 'wx8a3f5c2d1e0b4976',
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      }),
    );
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '华信信托 · 专业受托 值得信赖',
        link: `${location.origin}/phone/about`,
      }),
    );
  });

  it('inside WeChat keeps the guide when the signature is refused (05170004), quietly', async () => {
    vi.spyOn(globalThis.navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const wx: WxApi = { config: vi.fn(), ready: vi.fn(), error: vi.fn(), updateAppMessageShareData: vi.fn() };
    host.wx = wx;
    server.use(
      http.post(API('getWXConfigSignature'), () =>
        HttpResponse.json({
          code: '00000000',
          msg: '成功',
          result: { statusCode: '05170004', msg: '页面地址不在已配置的安全域名内' },
        }),
      ),
    );
    const { toasts } = renderRoute('/phone/sharingLayer');
    expect(await screen.findByRole('heading', { name: '请在浏览器中打开' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wx.config).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});
