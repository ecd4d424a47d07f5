import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';

/**
 * True when going back stays inside the app. The browser router numbers its history entries
 * (history.state.idx, 0 for the entry the app started on, kept by replace navigations), so a
 * page opened straight from a link or the native app shows no back arrow: there the container's
 * own back closes the web view. Memory routers (tests) keep no window state; there, the first
 * entry is the one with the key "default".
 */
export function useHasInAppHistory(): boolean {
  // Subscribes to navigations, so the answer is re-read on every location change.
  const location = useContext(UNSAFE_LocationContext)?.location;
  const idx = (globalThis.history?.state as { idx?: unknown } | null | undefined)?.idx;
  if (typeof idx === 'number') return idx > 0;
  if (!location) return false;
  return location.key !== 'default';
}
