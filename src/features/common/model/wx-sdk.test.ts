import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureWx, loadWxSdk, resetWxSdk, signableUrl, wxSdkPath, type WxApi } from './wx-sdk';
import { wxContainer } from './container';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN';
const WECOM = `${WECHAT} wxwork/4.1.22`;
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const OWN_APP = `${SAFARI} xtapp agent1`;

const sdkScripts = () => document.head.querySelectorAll('script[src*="jweixin"]');

afterEach(() => {
  resetWxSdk();
  for (const script of sdkScripts()) script.remove();
});

describe('which container', () => {
  it.each([
    [WECHAT, 'wechat'],
    [WECOM, 'wecom'],
    [SAFARI, 'none'],
    [OWN_APP, 'none'],
  ])('%s → %s', (ua, container) => {
    expect(wxContainer(ua)).toBe(container);
  });
});

describe('the SDK path', () => {
  it('defaults to the vendor file under the base, and takes a configured same-origin path', () => {
    expect(wxSdkPath({ BASE_URL: '/xtmk/apph5/' })).toBe('/xtmk/apph5/vendor/jweixin-1.6.0.js');
    expect(wxSdkPath({ BASE_URL: '/', VITE_WX_JSSDK_PATH: '/static/wx/jweixin-1.6.0.js' })).toBe(
      '/static/wx/jweixin-1.6.0.js',
    );
  });

  it.each([
    'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
    '//res.wx.qq.com/open/js/jweixin-1.6.0.js',
    'javascript:alert(1)',
    '/vendor/../../evil.js',
    '/vendor/jweixin.js?x=//evil',
    'vendor/jweixin.js',
  ])('refuses %j (no script then)', (path) => {
    expect(wxSdkPath({ BASE_URL: '/', VITE_WX_JSSDK_PATH: path })).toBeUndefined();
  });
});

describe('loadWxSdk', () => {
  it('does nothing outside WeChat and WeCom (a plain browser, the own app)', async () => {
    expect(await loadWxSdk({ container: 'none', path: '/vendor/jweixin-1.6.0.js' })).toBeUndefined();
    expect(sdkScripts()).toHaveLength(0);
  });

  it('decides from the real user agent by default: nothing in jsdom', async () => {
    expect(await loadWxSdk()).toBeUndefined();
    expect(sdkScripts()).toHaveLength(0);
  });

  it('adds one same-origin script inside WeChat and resolves wx when it has loaded', async () => {
    const host: { wx?: WxApi } = {};
    const first = loadWxSdk({ container: 'wechat', path: '/vendor/jweixin-1.6.0.js', host });
    const second = loadWxSdk({ container: 'wecom', path: '/vendor/jweixin-1.6.0.js', host });
    expect(sdkScripts()).toHaveLength(1);
    const script = sdkScripts()[0] as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/vendor/jweixin-1.6.0.js');
    host.wx = { config: vi.fn(), ready: vi.fn(), error: vi.fn() };
    script.dispatchEvent(new Event('load'));
    expect(await first).toBe(host.wx);
    expect(await second).toBe(host.wx);
  });

  it('resolves undefined when the file cannot be loaded, and may try again later', async () => {
    const pending = loadWxSdk({ container: 'wechat', path: '/vendor/jweixin-1.6.0.js', host: {} });
    sdkScripts()[0]!.dispatchEvent(new Event('error'));
    expect(await pending).toBeUndefined();
    expect(sdkScripts()).toHaveLength(0);
  });
});

describe('configureWx', () => {
  it('signs the address without its fragment and configures the listed APIs', async () => {
    let ready: () => void = () => undefined;
    const wx: WxApi = { config: vi.fn(() => ready()), ready: (cb) => (ready = cb), error: vi.fn() };
    const sign = vi.fn(async () => ({
      appId: 'wx1',
      timestamp: '1719538200',
      nonceStr: 'n',
      signature: 's',
    }));
    const result = await configureWx(['updateAppMessageShareData'], sign, {
      container: 'wechat',
      path: '/vendor/jweixin-1.6.0.js',
      host: { wx },
    });
    expect(result).toBe(wx);
    expect(sign).toHaveBeenCalledWith(globalThis.location.href.split('#')[0]);
    expect(wx.config).toHaveBeenCalledWith({
      debug: false,
      appId: 'wx1',
      timestamp: '1719538200',
      nonceStr: 'n',
      signature: 's',
      jsApiList: ['updateAppMessageShareData'],
    });
  });

  it('asks for no signature outside WeChat', async () => {
    const sign = vi.fn();
    expect(await configureWx(['updateAppMessageShareData'], sign, { container: 'none' })).toBeUndefined();
    expect(sign).not.toHaveBeenCalled();
  });
});

describe('signableUrl', () => {
  const entry = 'https://h5.example.com/xtmk/apph5/phone/about?from=menu#top';
  const now = 'https://h5.example.com/xtmk/apph5/phone/productDetail?productId=1#x';
  const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) MicroMessenger/8.0.50';
  const android = 'Mozilla/5.0 (Linux; Android 9) XWEB/1234 MicroMessenger/8.0.50';

  it('signs the URL the investor entered by on iOS (history mode), without its fragment', () => {
    expect(signableUrl(now, iPhone, entry)).toBe('https://h5.example.com/xtmk/apph5/phone/about?from=menu');
  });

  it('signs the current URL on Android, and on iOS when the entry URL is unknown', () => {
    expect(signableUrl(now, android, entry)).toBe(
      'https://h5.example.com/xtmk/apph5/phone/productDetail?productId=1',
    );
    expect(signableUrl(now, iPhone, undefined)).toBe(
      'https://h5.example.com/xtmk/apph5/phone/productDetail?productId=1',
    );
  });
});
