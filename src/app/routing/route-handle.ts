import { useMatches } from 'react-router-dom';
import type { RouteDef } from '@/routing/route-def';

/** What each route object carries for the shell: its route table row. */
export interface RouteHandle {
  def: RouteDef;
}

/** The row of the route being shown (the deepest match's handle). */
export function useCurrentRouteDef(): RouteDef | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.def;
}
