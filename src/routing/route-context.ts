import { createContext, useContext } from 'react';
import type { RouteDef } from './route-def';

/**
 * The route table row of the page being rendered. The shell provides it around every page
 * (including kept-alive ones, which render outside the router's <Outlet>), so a page or the
 * placeholder can read its own title without repeating it.
 */
export const RouteDefContext = createContext<RouteDef | null>(null);

export function useRouteDef(): RouteDef | null {
  return useContext(RouteDefContext);
}
