import type { FakeContainer } from '@/bridge/fake-native-host';

const CONTAINERS: readonly FakeContainer[] = ['android', 'ios', 'miniProgram'];

/**
 * Non-production builds: `?nativeHost=android|ios|miniProgram` injects the fake native host, so a
 * developer (with an own-app user agent, e.g. from DevTools device mode) sees every bridge call
 * in the console and in `window.__nativeCalls`. Production builds drop this entirely.
 */
// A conditional expression on compile-time constants: the bundler drops the import (and its
// chunk) from production builds.
const loadFakeHost =
  import.meta.env.DEV || __MSW_ENABLED__ ? () => import('@/bridge/fake-native-host') : undefined;

export function installFakeNativeHostIfAsked(search: string): void {
  const asked = new URLSearchParams(search).get('nativeHost');
  const container = CONTAINERS.find((name) => name === asked);
  if (!container || !loadFakeHost) return;
  void loadFakeHost().then(({ installFakeNativeHost }) => installFakeNativeHost({ container, log: true }));
}
