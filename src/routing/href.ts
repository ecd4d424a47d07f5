import { formatQueryValue, type AppPath } from './query-params';
import {
  queryParam,
  registeredRoute,
  routePath,
  type HasQuery,
  type QueryOf,
  type RouteName,
} from './route-registry';

/** The query argument of hrefTo: an optional object of the declared parameters, or none when the route declares none. */
export type QueryArg<N extends RouteName> = HasQuery<N> extends true ? [query?: QueryOf<N>] : [];

/**
 * The in-app href of a route, with its query, from the route table: pages link to other domains
 * by route name, never by string path. `hrefTo('addOrEditBankCard', { cardId })` →
 * "/phone/addOrEditBankCard?cardId=…". Use it with `navigate()`, `<Link to>` or a NavigationPort.
 * Parameters left undefined are omitted; values are URL-encoded.
 */
export function hrefTo<N extends RouteName>(name: N, ...[query]: QueryArg<N>): AppPath {
  const def = registeredRoute(name);
  // Before its domain's rows are loaded: the path the route index registered (or phone/<name>).
  const path = `/${routePath(name)}` as AppPath;
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const param = queryParam(def, key);
    // Without the row's parser (its domain not loaded yet): the parsers' own spellings.
    const raw = param ? param.format(value) : formatQueryValue(value);
    if (import.meta.env.DEV && param && param.parse(raw) === undefined) {
      // The target page would read it as absent: a bug in the caller or in the row's schema.
      console.warn(`hrefTo('${name}'): ${key}=${raw} does not pass the route's own query parser`);
    }
    params.append(key, raw);
  }
  const search = params.toString();
  return (search ? `${path}?${search}` : path) as AppPath;
}
