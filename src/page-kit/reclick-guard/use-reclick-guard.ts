import { useCallback, useLayoutEffect, useRef } from 'react';
import { RECLICK_DEFAULT_MS } from './reclick-guard';

/**
 * The React form of createReclickGuard: a stable callback that calls the latest `handler`, and
 * ignores calls within `windowMs` of the last one that ran. The window survives re-renders.
 */
export function useReclickGuard<A extends unknown[]>(
  handler: ((...args: A) => void) | undefined,
  windowMs: number = RECLICK_DEFAULT_MS,
): (...args: A) => void {
  const handlerRef = useRef(handler);
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - lastRun.current < windowMs) return;
      lastRun.current = now;
      handlerRef.current?.(...args);
    },
    [windowMs],
  );
}
