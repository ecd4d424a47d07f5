import type { Tracker } from './tracker';

interface Where {
  path: string;
  title: string;
}

/** Page-load: once, when the first route has rendered (so path and title are the route's). */
export function trackPageLoad(tracker: Tracker, where: Where, win: Window = window): void {
  const elapsedMs = Math.round(win.performance?.now?.() ?? 0);
  tracker.track({ event: 'page-load', ...where, from: win.document.referrer, elapsedMs });
}

/**
 * Page-leave when the page is hidden or unloaded (pagehide is the event mobile browsers
 * reliably fire; visibilitychange covers app switches in WebViews). Sent once per leave; coming
 * back arms it again. Returns a function that removes the listeners.
 */
export function trackPageLeave(tracker: Tracker, where: () => Where, win: Window = window): () => void {
  if (!tracker.enabled) return () => undefined;
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    tracker.track({ event: 'page-leave', ...where(), elapsedMs: Math.round(win.performance?.now?.() ?? 0) });
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
