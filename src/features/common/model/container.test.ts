import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppBridge } from '@/bridge/app-bridge';
import type { NativeBridge } from '@/bridge/native-bridge';
import { inMiniProgram, inOwnApp, openOutside } from './container';

function fakeBridge(ownApp: boolean, delivered = true) {
  const openLink = vi.fn(() => ({ delivered, via: 'none' as const }));
  setAppBridge({ isOwnApp: () => ownApp, openLink } as unknown as NativeBridge);
  return openLink;
}

afterEach(() => {
  setAppBridge(undefined as unknown as NativeBridge);
});

describe('openOutside', () => {
  it('inside the own app hands an external page to the native bridge (replace → openLinkReplace)', () => {
    const openLink = fakeBridge(true);
    const assign = vi.fn();
    openOutside('https://live.partner.example/room/1', true, assign);
    openOutside('https://live.partner.example/room/2', false, assign);
    expect(openLink).toHaveBeenNthCalledWith(1, 'https://live.partner.example/room/1', { replace: true });
    expect(openLink).toHaveBeenNthCalledWith(2, 'https://live.partner.example/room/2', { replace: false });
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back to the browser when the bridge cannot deliver, and outside the own app', () => {
    fakeBridge(true, false);
    const assign = vi.fn();
    openOutside('https://live.partner.example/a', true, assign);
    fakeBridge(false);
    openOutside('https://live.partner.example/b', false, assign);
    expect(assign.mock.calls).toEqual([
      ['https://live.partner.example/a', true],
      ['https://live.partner.example/b', false],
    ]);
  });
});

describe('containers', () => {
  it('is not the own app before start-up registered a bridge', () => {
    expect(inOwnApp()).toBe(false);
  });

  it('knows a mini-program web-view by __wxjs_environment or its user agent', () => {
    expect(inMiniProgram('Mozilla/5.0 MicroMessenger/8.0', { __wxjs_environment: 'miniprogram' })).toBe(true);
    expect(inMiniProgram('Mozilla/5.0 MicroMessenger/8.0 miniProgram/wx1', {})).toBe(true);
    expect(inMiniProgram('Mozilla/5.0 MicroMessenger/8.0', {})).toBe(false);
  });
});
