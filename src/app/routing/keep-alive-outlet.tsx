import { Activity, createElement, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteDefContext } from '@/routing/route-context';
import type { RouteDef } from '@/routing/route-def';
import { pageRegistry } from './page-registry';
import { useCurrentRouteDef } from './route-handle';
import { useScrollKeeper } from './use-scroll-keeper';

function KeptAlivePage({ def }: { def: RouteDef }) {
  // The registry returns the same component for a path every time (set once by the route's
  // lazy), so this is not a component created during render.
  const page = pageRegistry.get(def.path);
  return page ? <RouteDefContext value={def}>{createElement(page)}</RouteDefContext> : null;
}

/**
 * The router's <Outlet> plus the kept-alive routes (spec: capitain, capitainAdd, equity, cash).
 * A cached route, once visited, stays mounted inside React's <Activity>: hidden while another
 * route shows (state kept, effects paused), visible again with its scroll position when the
 * user comes back. No other route is kept.
 */
export function KeepAliveOutlet() {
  const def = useCurrentRouteDef();
  const location = useLocation();
  const [visited, setVisited] = useState<readonly RouteDef[]>([]);
  if (def?.cached && !visited.includes(def)) setVisited([...visited, def]);
  useScrollKeeper(location.pathname, location.key, def?.cached === true);

  return (
    <>
      <Outlet />
      {visited.map((kept) => (
        <Activity key={kept.path} mode={kept === def ? 'visible' : 'hidden'}>
          <KeptAlivePage def={kept} />
        </Activity>
      ))}
    </>
  );
}
