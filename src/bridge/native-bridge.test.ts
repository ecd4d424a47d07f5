import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePorts } from '../api/catalogue/testing/fake-ports';
import type { EnvironmentType } from './bridge-config';
import { installFakeNativeHost, type FakeContainer } from './fake-native-host';
import { createNativeBridge, type NativeBridge } from './native-bridge';

/** Every message in every container, and the missing-bridge message at exactly 2 s. */
function setUp(environment: EnvironmentType, container?: FakeContainer) {
  const host: Record<string, unknown> = {};
  const native = container ? installFakeNativeHost({ container, host }) : undefined;
  const fake = createFakePorts();
  const bridge = createNativeBridge({ environment: () => environment, toast: fake.ports.toast, host });
  return { host, native, toasts: fake.toasts, bridge };
}

const messages: [string, (bridge: NativeBridge) => unknown, string, Record<string, unknown>][] = [
  ['reload (default on)', (b) => b.reloadCurrentWebview(), 'reloadCurrentWebview', { isReload: true }],
  [
    'reload off',
    (b) => b.reloadCurrentWebview({ reload: false }),
    'reloadCurrentWebview',
    { isReload: false },
  ],
  [
    'callAppMethod reload',
    (b) => b.callAppMethod('reloadCurrentWebview'),
    'reloadCurrentWebview',
    { isReload: true },
  ],
  [
    'open link (title shown, not replacing)',
    (b) => b.openLink('https://example.com/a'),
    'openLinkWithoutFinish',
    { url: 'https://example.com/a', titleType: '1', closePre: '1' },
  ],
  [
    'open link without title',
    (b) => b.openLink('https://example.com/a', { showTitle: false }),
    'openLinkWithoutFinish',
    { url: 'https://example.com/a', titleType: '0', closePre: '1' },
  ],
  [
    'open link replacing, when asked',
    (b) => b.openLink('https://example.com/a', { replace: true }),
    'openLinkReplace',
    { url: 'https://example.com/a', titleType: '1', closePre: '1' },
  ],
  ['login', (b) => b.login(), 'login', {}],
  ['download', (b) => b.download(), 'download', {}],
];

describe.each<FakeContainer>(['ios', 'android'])('own app, %s container', (container) => {
  it.each(messages)('%s', (_, send, method, params) => {
    const { native, bridge, toasts } = setUp('ownApp', container);
    expect(send(bridge)).toEqual({ delivered: true, via: container });
    expect(native?.calls).toEqual([{ container, method, params, at: expect.any(Number) }]);
    expect(toasts).toEqual([]);
  });

  it('says it is the own app (the catalogue asks before a native login)', () => {
    expect(setUp('ownApp', container).bridge.isOwnApp()).toBe(true);
  });
});

describe('mini-program container', () => {
  it('opens a link on the web-view page with navigateTo', () => {
    const { native, bridge } = setUp('miniProgram', 'miniProgram');
    expect(bridge.openLink('https://example.com/a?b=1', { showTitle: false })).toEqual({
      delivered: true,
      via: 'miniProgram',
    });
    expect(native?.calls[0]).toMatchObject({
      method: 'navigateTo',
      params: { url: '/pages/webview/webview?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1&titleType=0' },
    });
  });

  it('replaces with redirectTo only when asked', () => {
    const { native, bridge } = setUp('miniProgram', 'miniProgram');
    bridge.openLink('https://example.com/a', { replace: true });
    expect(native?.calls.map((call) => call.method)).toEqual(['redirectTo']);
    expect(bridge.isOwnApp()).toBe(false);
  });
});

describe('no bridge: "方法未定义" after exactly 2 s, never an exception', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const cases: [string, EnvironmentType, FakeContainer | undefined, (b: NativeBridge) => unknown][] = [
    ['a browser, any message', 'browser', undefined, (b) => b.login()],
    ['a browser, even with a host object present', 'browser', 'android', (b) => b.reloadCurrentWebview()],
    ['the own app before injection', 'ownApp', undefined, (b) => b.openLink('https://example.com')],
    ['the mini-program, login', 'miniProgram', 'miniProgram', (b) => b.login()],
    ['the mini-program, reload', 'miniProgram', 'miniProgram', (b) => b.reloadCurrentWebview()],
    [
      'the mini-program without the wx SDK',
      'miniProgram',
      undefined,
      (b) => b.openLink('https://example.com'),
    ],
  ];

  it.each(cases)('%s', (_, environment, container, send) => {
    const { bridge, toasts, native } = setUp(environment, container);
    expect(() => send(bridge)).not.toThrow();
    expect(send(bridge)).toEqual({ delivered: false, via: 'none' });
    vi.advanceTimersByTime(1999);
    expect(toasts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(toasts[0]).toEqual({ message: '方法未定义', kind: 'error', durationMs: 2000 });
    expect(native?.calls ?? []).toEqual([]);
  });

  it('a native side that throws counts as missing', () => {
    const host = {
      trustApp: {
        callAppMethod: () => {
          throw new Error('native crash');
        },
      },
    };
    const fake = createFakePorts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bridge = createNativeBridge({ environment: () => 'ownApp', toast: fake.ports.toast, host });
    expect(bridge.login()).toEqual({ delivered: false, via: 'android' });
    vi.advanceTimersByTime(2000);
    expect(fake.toasts.map((t) => t.message)).toEqual(['方法未定义']);
  });
});

describe('fake native host', () => {
  it('exposes its record as window.__nativeCalls for the dev console, and uninstalls cleanly', () => {
    const native = installFakeNativeHost({ container: 'android' });
    const fake = createFakePorts();
    createNativeBridge({ environment: () => 'ownApp', toast: fake.ports.toast }).login();
    expect((window as unknown as { __nativeCalls: unknown }).__nativeCalls).toBe(native.calls);
    expect(native.callsOf('login')).toHaveLength(1);
    native.clear();
    expect(native.calls).toEqual([]);
    native.uninstall();
    expect('__nativeCalls' in window).toBe(false);
    expect('trustApp' in window).toBe(false);
  });

  it('honours configured names', () => {
    const host: Record<string, unknown> = {};
    const names = { injectedObject: 'otherApp', iosMessageHandler: 'otherHandler' };
    const native = installFakeNativeHost({ container: 'ios', host, names });
    const fake = createFakePorts();
    createNativeBridge({ environment: () => 'ownApp', toast: fake.ports.toast, host, names }).download();
    expect(native.callsOf('download')).toHaveLength(1);
  });
});
