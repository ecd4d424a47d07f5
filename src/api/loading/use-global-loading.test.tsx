import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectAreaCity } from '@gen/hooks/common/common';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { useGlobalLoading, type LoadingSource } from './use-global-loading';

/** A hand-driven in-flight counter, standing in for in-flight.ts. */
function fakeSource() {
  let count = 0;
  const listeners = new Set<() => void>();
  const source: LoadingSource = {
    get: () => count,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: number) =>
    act(() => {
      count = next;
      listeners.forEach((listener) => listener());
    });
  return { source, start: () => set(count + 1), finish: () => set(count - 1) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useGlobalLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for a call answered within 300 ms (no flicker)', () => {
    const calls = fakeSource();
    const { result } = renderHook(() => useGlobalLoading({ source: calls.source }));
    calls.start();
    advance(299);
    calls.finish();
    advance(1000);
    expect(result.current).toBe(false);
  });

  it('shows exactly 300 ms after a call starts', () => {
    const calls = fakeSource();
    const { result } = renderHook(() => useGlobalLoading({ source: calls.source }));
    calls.start();
    advance(299);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('once shown, stays at least 500 ms even if the call ends at once', () => {
    const calls = fakeSource();
    const { result } = renderHook(() => useGlobalLoading({ source: calls.source }));
    calls.start();
    advance(300);
    advance(100);
    calls.finish();
    advance(399);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
  });

  it('hides at once when the call outlived the minimum time', () => {
    const calls = fakeSource();
    const { result } = renderHook(() => useGlobalLoading({ source: calls.source }));
    calls.start();
    advance(2000);
    calls.finish();
    advance(0);
    expect(result.current).toBe(false);
  });

  it('stays visible across back-to-back calls and while any call is in flight', () => {
    const calls = fakeSource();
    const { result } = renderHook(() => useGlobalLoading({ source: calls.source }));
    calls.start();
    calls.start();
    advance(600);
    calls.finish();
    advance(1000);
    expect(result.current).toBe(true);
    calls.finish();
    calls.start();
    advance(1000);
    expect(result.current).toBe(true);
    calls.finish();
    advance(0);
    expect(result.current).toBe(false);
  });

  it('takes its delays as options', () => {
    const calls = fakeSource();
    const { result } = renderHook(() =>
      useGlobalLoading({ source: calls.source, showDelayMs: 50, minVisibleMs: 0 }),
    );
    calls.start();
    advance(50);
    expect(result.current).toBe(true);
    calls.finish();
    advance(0);
    expect(result.current).toBe(false);
  });
});

describe('useGlobalLoading over the real transport', () => {
  const server = setupMswServer();
  const area = { provinceCode: '', cityCode: '' };
  const slowAnswer = () =>
    server.use(
      http.post(API('selectAreaCity'), async () => {
        await delay(450);
        return HttpResponse.json(envelope([]));
      }),
    );

  it('shows for a slow call and hides after it', async () => {
    slowAnswer();
    const { result } = renderHook(() => useGlobalLoading());
    // A read hides the overlay by default; this one asks for it.
    const call = selectAreaCity(area, { hideLoading: false });
    await waitFor(() => expect(result.current).toBe(true));
    await call;
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('never shows for a call sent with hideLoading', async () => {
    slowAnswer();
    const seen: boolean[] = [];
    renderHook(() => seen.push(useGlobalLoading()));
    await selectAreaCity(area, { hideLoading: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.every((visible) => !visible)).toBe(true);
  });
});
