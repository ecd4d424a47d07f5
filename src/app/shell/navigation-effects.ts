import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteDef } from '@/routing/route-def';
import { appTracker } from '@/tracking/app-tracker';
import { trackPageLoad } from '@/tracking/page-lifecycle';
import { clearStaleChunkFlag } from '../routing/stale-chunk';

export const DEFAULT_DOCUMENT_TITLE = '信托';

/**
 * On every navigation: document.title from the route's title (WeChat and WeCom show it in their
 * own bar) and one analytics event: page-load for the first route, a single-page view after.
 * A route that rendered also proves the current chunks load, so the stale-chunk reload may
 * happen again later.
 */
export function useNavigationEffects(def: RouteDef | undefined): void {
  const location = useLocation();
  const previous = useRef<string | undefined>(undefined);
  const trackedKey = useRef<string | undefined>(undefined);
  const title = def?.title ?? DEFAULT_DOCUMENT_TITLE;

  // A layout effect: it runs before every page's ordinary effects, so a page that refines its
  // title (e.g. 编辑银行卡 on the shared add/edit route) can simply set document.title in useEffect.
  useLayoutEffect(() => {
    document.title = title;
  }, [location.key, title]);

  useEffect(() => {
    // Effects may run again for the same navigation (React reconnects them when a boundary
    // re-shows its content), so one event per history entry, by its key.
    if (trackedKey.current === location.key) return;
    trackedKey.current = location.key;
    const where = { path: location.pathname, title };
    if (previous.current === undefined) trackPageLoad(appTracker, where);
    else appTracker.track({ event: 'page-view', ...where, from: previous.current });
    previous.current = location.pathname;
    clearStaleChunkFlag();
  }, [location.key, location.pathname, title]);
}
