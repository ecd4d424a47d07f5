import { describe, expect, it, vi } from 'vitest';
import { appBridge, setAppBridge } from './app-bridge';
import { createNativeBridge } from './native-bridge';

describe('appBridge', () => {
  it('fails loudly before start-up registered a bridge', () => {
    expect(() => appBridge()).toThrow(/start-up/);
  });

  it('hands pages the bridge the shell registered', () => {
    const bridge = createNativeBridge({
      environment: () => 'browser',
      toast: { show: vi.fn(async () => {}) },
    });
    setAppBridge(bridge);
    expect(appBridge()).toBe(bridge);
  });
});
