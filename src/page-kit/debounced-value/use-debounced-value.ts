import { useEffect, useState } from 'react';

/** Search boxes re-query this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, but only once it has stayed unchanged for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
