import { createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './route-objects';
import { routeTable } from './route-table';

/** The router's basename: vite's base without the trailing slash (spec: history mode under /xtmk/apph5/). */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(routeTable), { basename: ROUTER_BASENAME });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
