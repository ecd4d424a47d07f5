import { createBrowserRouter } from 'react-router-dom';
import { devRoutes } from '../../dev/dev-routes';
import { buildRoutes } from './route-objects';
import { routeTable } from './route-table';

/** Dev and mock builds also get the widget gallery; production folds this to the table alone. */
const DEV_ROUTES_ENABLED = import.meta.env.DEV || __MSW_ENABLED__;

/** The router's basename: vite's base without the trailing slash (spec: history mode under /xtmk/apph5/). */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function createAppRouter() {
  const table = DEV_ROUTES_ENABLED ? [...routeTable, ...devRoutes] : routeTable;
  return createBrowserRouter(buildRoutes(table), { basename: ROUTER_BASENAME });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
