import { describe, expect, it, vi } from 'vitest';
import { appBridge, setAppBridge } from './app-bridge';
import { createNativeBridge } from './native-bridge';

describe('appBridge', () => {
  it('fails loudly before start-up registered a bridge', async () => {
    // The module as start-up finds it: other tests (and files sharing the worker) register one.
    vi.resetModules();
    const fresh = await import('./app-bridge');
    expect(() => fresh.appBridge()).toThrow(/start-up/);
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
