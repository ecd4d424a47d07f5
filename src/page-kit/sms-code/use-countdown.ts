import { useCallback, useSyncExternalStore } from 'react';

const secondsLeft = (until: number | undefined) =>
  until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0;

const TICK_MS = 250;

/**
 * Whole seconds left until `until` (epoch ms); 0 when unset or past. Read from the clock on
 * every tick rather than decremented, so leaving the page and coming back, or a throttled
 * background tab, does not stretch the countdown. The clock is an external store: the hook
 * re-renders only when the whole-second value changes.
 */
export function useCountdown(until: number | undefined): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!until) return () => undefined;
      const timer = setInterval(onChange, TICK_MS);
      return () => clearInterval(timer);
    },
    [until],
  );
  return useSyncExternalStore(subscribe, () => secondsLeft(until));
}
