import { useLocation } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import { registeredRoute, type RouteName } from '@/routing/route-registry';
import { parsePageQuery, usePageQuery } from '@/routing/use-page-query';
import { HandOff, IncompleteLink } from '../components/handoff';

/** The hand-off routes themselves: a jump to one of them would only hand off again (or loop). */
const HANDOFF_ROUTES = new Set([
  'jumpRouterPage',
  'middlePage',
  'totalMiddlePage',
  'middlePage/checkPage',
  'pkMiddlePage',
  'fourKMiddle',
  'appSkip',
]);

/**
 * jumpRouterPage: maps a route name (`name=productDetail`) to the app's page, carrying only the
 * query parameters that page declares, each through its own parser (`productCode=…`); anything
 * else in the address is dropped. An unknown name is explained in place.
 */
export default function RouteNameHandOffPage() {
  const { name } = usePageQuery('jumpRouterPage');
  const { search } = useLocation();
  const def = name && !HANDOFF_ROUTES.has(name) ? registeredRoute(name) : undefined;
  if (!def?.name) return <IncompleteLink />;
  const query = parsePageQuery(def, search);
  const target = (hrefTo as (route: RouteName, query?: Record<string, unknown>) => string)(
    def.name as RouteName,
    query,
  );
  return <HandOff target={target} />;
}
