import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { inFlightStore } from '../in-flight';

/** What the hook watches: the number of calls showing the loader (in-flight.ts by default). */
export interface LoadingSource {
  get(): number;
  subscribe(listener: () => void): () => void;
}

/** A call answered within this time never shows the overlay (no flicker on fast calls). */
export const LOADING_SHOW_DELAY_MS = 300;
/** Once shown, the overlay stays at least this long, so it does not blink off and on. */
export const LOADING_MIN_VISIBLE_MS = 500;

export interface GlobalLoadingOptions {
  source?: LoadingSource;
  showDelayMs?: number;
  minVisibleMs?: number;
}

/**
 * Whether the full-screen loading overlay (spec section 2, widget 9) should be visible: true
 * `showDelayMs` after a call started that did not set hideLoading, and, once shown, for at
 * least `minVisibleMs`. Calls sent with `hideLoading: true` are never counted (in-flight.ts).
 * The shell renders the overlay from src/page-kit/loading-overlay/ with this value.
 */
export function useGlobalLoading({
  source = inFlightStore,
  showDelayMs = LOADING_SHOW_DELAY_MS,
  minVisibleMs = LOADING_MIN_VISIBLE_MS,
}: GlobalLoadingOptions = {}): boolean {
  const busy = useSyncExternalStore(
    source.subscribe,
    () => source.get() > 0,
    () => false,
  );
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (busy === visible) return undefined;
    // Showing waits out the delay; hiding waits out what is left of the minimum time. A change
    // of `busy` in between cancels the pending switch (the cleanup below).
    const delay = busy ? showDelayMs : Math.max(0, minVisibleMs - (Date.now() - shownAt.current));
    const timer = setTimeout(() => {
      if (busy) shownAt.current = Date.now();
      setVisible(busy);
    }, delay);
    return () => clearTimeout(timer);
  }, [busy, visible, showDelayMs, minVisibleMs]);

  return visible;
}
