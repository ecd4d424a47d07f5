import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { RECLICK_DEFAULT_MS } from '@/page-kit/reclick-guard';

export interface SubmitOptions {
  /** After an attempt ends, further calls within this window are ignored too (spec: 1000 ms). */
  guardMs?: number;
}

export interface Submit<A extends unknown[], R> {
  /**
   * Runs the action unless one is in flight or the last one ended less than `guardMs` ago.
   * Resolves with the action's result, or `undefined` when the call was ignored or the action
   * threw (the catalogue has already shown why; `onError` paths belong in the action).
   */
  run: (...args: A) => Promise<R | undefined>;
  /** True while the action runs: for the button's loading state. */
  pending: boolean;
}

/**
 * Every write goes through this: one in-flight lock that is taken *synchronously* (a ref, not
 * React state), so a burst of taps, a double tap or Enter pressed ten times in one task starts
 * exactly one request; a re-click window after it ends; and a pending flag for the UI.
 * A mutation's own `isPending` is not enough: it changes only on the next render.
 */
export function useSubmit<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  { guardMs = RECLICK_DEFAULT_MS }: SubmitOptions = {},
): Submit<A, R> {
  const actionRef = useRef(action);
  useLayoutEffect(() => {
    actionRef.current = action;
  });
  const locked = useRef(false);
  const endedAt = useRef(Number.NEGATIVE_INFINITY);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (locked.current || Date.now() - endedAt.current < guardMs) return undefined;
      locked.current = true;
      setPending(true);
      try {
        return await actionRef.current(...args);
      } catch {
        return undefined;
      } finally {
        locked.current = false;
        endedAt.current = Date.now();
        setPending(false);
      }
    },
    [guardMs],
  );
  return { run, pending };
}
