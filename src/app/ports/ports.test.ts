import { describe, expect, it, vi } from 'vitest';
import { bridgeEnvironment } from './native-port';
import { createNavigationPort } from './navigation-port';
import { createToastPort } from './toast-port';

describe('toast port', () => {
  it('shows for exactly the duration with the kind as icon and resolves on close', async () => {
    let afterClose: (() => void) | undefined;
    const show = vi.fn((props: { afterClose?: () => void }) => {
      afterClose = props.afterClose;
      return { close: () => undefined };
    });
    const port = createToastPort(() => Promise.resolve({ show }));
    let resolved = false;
    const shown = port.show('请重新登录', { kind: 'error', durationMs: 1000 }).then(() => (resolved = true));
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ content: '请重新登录', duration: 1000, icon: 'fail' }),
    );
    await Promise.resolve();
    expect(resolved).toBe(false);
    afterClose?.();
    await shown;
    expect(resolved).toBe(true);
  });

  it('still resolves when a newer toast replaced it', async () => {
    vi.useFakeTimers();
    const port = createToastPort(() => Promise.resolve({ show: () => ({ close: () => undefined }) }));
    const shown = port.show('保存成功', { kind: 'success', durationMs: 2000 });
    await vi.advanceTimersByTimeAsync(2400);
    await expect(shown).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});

describe('navigation port', () => {
  it('navigates through the router and skips the page already shown', () => {
    const navigate = vi.fn();
    const router = { navigate, state: { location: { pathname: '/phone/login' } } };
    const port = createNavigationPort(router);
    port.go('/phone/login');
    expect(navigate).not.toHaveBeenCalled();
    port.go('/phone/404', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/phone/404', { replace: true });
    expect(port.currentPath()).toBe('/phone/login');
  });

  it('speaks in app paths when the router has a basename', () => {
    const navigate = vi.fn();
    const router = { navigate, state: { location: { pathname: '/xtmk/apph5/phone/login' } } };
    const port = createNavigationPort(router, '/xtmk/apph5');
    expect(port.currentPath()).toBe('/phone/login');
    port.go('/phone/login');
    expect(navigate).not.toHaveBeenCalled();
    port.go('/phone/download');
    expect(navigate).toHaveBeenCalledWith('/phone/download', { replace: false });
  });
});

describe('native port', () => {
  const flags = (ownApp: boolean) => ({ ownApp }) as never;
  it('maps start-up detection onto the bridge environments', () => {
    expect(bridgeEnvironment({ flags: flags(true), type: 'app' })).toBe('ownApp');
    expect(bridgeEnvironment({ flags: flags(false), type: 'miniProgram' })).toBe('miniProgram');
    expect(bridgeEnvironment({ flags: flags(false), type: 'app' })).toBe('browser');
  });
});
