import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReclickGuard, RECLICK_DEFAULT_MS, RECLICK_PROTECTED_MS } from './reclick-guard';
import { useReclickGuard } from './use-reclick-guard';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createReclickGuard', () => {
  it('uses the spec windows: 1000 ms by default, 2000 ms where protected', () => {
    expect(RECLICK_DEFAULT_MS).toBe(1000);
    expect(RECLICK_PROTECTED_MS).toBe(2000);
  });

  it('runs the first call and ignores repeats inside the default 1000 ms window', () => {
    const handler = vi.fn();
    const guarded = createReclickGuard(handler);
    expect(guarded('a')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(guarded('b')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(guarded('c')).toBe(true);
    expect(handler.mock.calls).toEqual([['a'], ['c']]);
  });

  it('honours a 2000 ms window', () => {
    const handler = vi.fn();
    const guarded = createReclickGuard(handler, RECLICK_PROTECTED_MS);
    guarded();
    vi.advanceTimersByTime(1999);
    guarded();
    expect(handler).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    guarded();
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('useReclickGuard', () => {
  it('keeps its window across re-renders and calls the latest handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useReclickGuard(fn, 2000), {
      initialProps: { fn: first },
    });
    act(() => result.current());
    rerender({ fn: second });
    act(() => result.current());
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    act(() => result.current());
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('defaults to 1000 ms', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useReclickGuard(fn));
    result.current();
    vi.advanceTimersByTime(999);
    result.current();
    vi.advanceTimersByTime(1);
    result.current();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
