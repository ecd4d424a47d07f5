import type { Tracker } from './tracker';

/**
 * Page-load once at start and page-leave when the page is hidden or unloaded (pagehide is the
 * event mobile browsers reliably fire; visibilitychange covers app switches in WebViews).
 * Returns a function that removes the listeners.
 */
export function trackPageLifecycle(
  tracker: Tracker,
  where: () => { path: string; title: string },
  win: Window = window,
): () => void {
  if (!tracker.enabled) return () => undefined;
  const started = win.performance?.now?.() ?? 0;
  const elapsed = () => Math.round((win.performance?.now?.() ?? 0) - started);
  tracker.track({ event: 'page-load', ...where(), from: win.document.referrer, elapsedMs: 0 });

  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    tracker.track({ event: 'page-leave', ...where(), elapsedMs: elapsed() });
  };
  const visibility = () => {
    if (win.document.visibilityState === 'hidden') leave();
    else left = false;
  };
  win.addEventListener('pagehide', leave);
  win.document.addEventListener('visibilitychange', visibility);
  return () => {
    win.removeEventListener('pagehide', leave);
    win.document.removeEventListener('visibilitychange', visibility);
  };
}
