import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './route-objects';
import { lazyRouteTable } from './lazy-routes';
import { toolRoutes } from './tool-routes';

/** The router's basename: vite's base without the trailing slash (spec: history mode under /xtmk/apph5/). */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/**
 * The router over every route, plus the tool routes dev and mock builds registered (none in
 * production). The router knows each route by path; its row loads with its domain's rows on the
 * first navigation there (lazy-routes.ts). With the query client, the first page's reads start on
 * arrival (RouteDef.prefetch).
 */
export function createAppRouter(queryClient?: QueryClient) {
  const { pathname } = window.location;
  const inApp = pathname.startsWith(ROUTER_BASENAME) ? pathname.slice(ROUTER_BASENAME.length) : pathname;
  const arrival = queryClient ? { queryClient, path: inApp.replace(/\/+$/, '') || '/' } : undefined;
  return createBrowserRouter(buildRoutes([...lazyRouteTable(), ...toolRoutes()], arrival), {
    basename: ROUTER_BASENAME,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
