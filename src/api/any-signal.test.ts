import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySignal } from './any-signal';

describe.each([
  ['AbortSignal.any', false],
  ['an engine without AbortSignal.any', true],
])('anySignal with %s', (_, withoutAny) => {
  afterEach(() => vi.unstubAllGlobals());
  const setUp = () => {
    if (withoutAny) {
      class OldAbortSignal {}
      vi.stubGlobal('AbortSignal', OldAbortSignal);
    }
  };

  it('aborts when any of its signals aborts, with that reason', () => {
    const first = new AbortController();
    const second = new AbortController();
    setUp();
    const combined = anySignal([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    second.abort('timeout');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('timeout');
  });

  it('is aborted at once when a signal already is', () => {
    const done = new AbortController();
    done.abort('cancelled');
    setUp();
    const combined = anySignal([new AbortController().signal, done.signal]);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('cancelled');
  });
});
