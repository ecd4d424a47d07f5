import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSubmit } from './use-submit';

afterEach(() => vi.useRealTimers());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSubmit', () => {
  it('starts one action for a burst of ten calls in one task', async () => {
    const gate = deferred<string>();
    const action = vi.fn(() => gate.promise);
    const { result } = renderHook(() => useSubmit(action));
    let runs: Promise<string | undefined>[] = [];
    act(() => {
      runs = Array.from({ length: 10 }, () => result.current.run());
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      gate.resolve('done');
      await Promise.all(runs);
    });
    expect(await runs[0]).toBe('done');
    expect(await runs[1]).toBeUndefined();
    expect(result.current.pending).toBe(false);
  });

  it('ignores calls within the guard window after an attempt ends, then accepts again', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const action = vi.fn(async () => 'ok');
    const { result } = renderHook(() => useSubmit(action, { guardMs: 1000 }));
    await act(() => result.current.run());
    vi.setSystemTime(999);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1000);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('releases the lock when the action fails, and resolves undefined', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const action = vi.fn(async () => {
      throw new Error('refused');
    });
    const { result } = renderHook(() => useSubmit(action, { guardMs: 0 }));
    await expect(act(() => result.current.run())).resolves.toBeUndefined();
    vi.setSystemTime(1);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
    expect(result.current.pending).toBe(false);
  });

  it('calls the latest action passed in', async () => {
    const first = vi.fn(async () => 1);
    const second = vi.fn(async () => 2);
    const { result, rerender } = renderHook(({ fn }) => useSubmit(fn, { guardMs: 0 }), {
      initialProps: { fn: first },
    });
    rerender({ fn: second });
    await expect(act(() => result.current.run())).resolves.toBe(2);
    expect(first).not.toHaveBeenCalled();
  });
});
