import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstRouteReady, type InitializingRouter } from './first-route-ready';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(state: { initialized: boolean }) {
      router.state = state;
      for (const listener of [...listeners]) listener(state);
    },
    listeners,
  } satisfies InitializingRouter & Record<string, unknown>;
  return router;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('firstRouteReady', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when the router is already initialized', async () => {
    expect(await settled(firstRouteReady(fakeRouter(true), 300))).toBe(true);
  });

  it('waits for the first route, then unsubscribes', async () => {
    vi.useFakeTimers();
    const router = fakeRouter(false);
    const ready = firstRouteReady(router, 300);
    router.emit({ initialized: false });
    expect(await settled(ready)).toBe(false);
    router.emit({ initialized: true });
    expect(await settled(ready)).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('stops waiting after maxWaitMs so the fallback can show on a slow network', async () => {
    vi.useFakeTimers();
    const router = fakeRouter(false);
    const ready = firstRouteReady(router, 300);
    vi.advanceTimersByTime(299);
    expect(await settled(ready)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(ready)).toBe(true);
    expect(router.listeners.size).toBe(0);
  });
});
