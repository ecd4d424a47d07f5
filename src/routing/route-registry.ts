import type { QueryParam, QueryValues } from './query-params';
import type { RouteDef } from './route-def';

/**
 * Every route's name and query declaration, as types. Shared code cannot import the features'
 * route tables, so the app's route table (src/app/routing/route-table.ts) fills this interface in
 * by declaration merging; typed links (hrefTo, usePageQuery) read it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RouteRegistry {}

/** The name of any route of the app ("bankCardList", "fiscal/identity"…). */
export type RouteName = keyof RouteRegistry & string;

/** The query values a route accepts: `{}` for a route that declares none. */
export type QueryOf<N extends RouteName> = RouteRegistry[N] extends { query: infer S }
  ? QueryValues<S>
  : Record<never, never>;

/** True when a route declares query parameters. */
export type HasQuery<N extends RouteName> = RouteRegistry[N] extends { query: infer S }
  ? keyof S extends never
    ? false
    : true
  : false;

/** Default path of a route name: the name under /phone/ (defineRoutes; hrefTo before registration). */
export const defaultPath = (name: string) => `phone/${name}`;

/**
 * The rows at run time, by name. `defineRoutes` registers a domain's rows when its routes.ts is
 * loaded (the app's route table loads them all before the router exists), so links can be built
 * from any page.
 */
const byName = new Map<string, RouteDef>();

export function registerRoutes(defs: readonly RouteDef[]): void {
  for (const def of defs) {
    if (!def.name) continue;
    const known = byName.get(def.name);
    if (known && known.path !== def.path) {
      throw new Error(`route name "${def.name}" is used twice (/${known.path}, /${def.path})`);
    }
    byName.set(def.name, def);
    byPath.set(def.path, def);
  }
}

export function registeredRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

/**
 * Paths of routes whose rows have not loaded yet (src/app/routing/lazy-routes.ts registers every
 * route's name and path at start-up; a domain's rows load with its first page).
 */
const pathByName = new Map<string, string>();
const byPath = new Map<string, RouteDef>();

export function registerRoutePaths(routes: readonly { name: string; path: string }[]): void {
  for (const { name, path } of routes) pathByName.set(name, path);
}

/** The path of a route name: its row's, else its registered path, else `phone/<name>`. */
export function routePath(name: string): string {
  return byName.get(name)?.path ?? pathByName.get(name) ?? defaultPath(name);
}

/** The loaded row at an app path such as "/phone/about" (no base), if its domain has loaded. */
export function registeredRouteAt(pathname: string): RouteDef | undefined {
  return byPath.get(pathname.length > 1 ? pathname.replace(/^\/+|\/+$/g, '') : pathname);
}

/** The parser of one declared parameter, if the route declares it. */
export function queryParam(def: RouteDef | undefined, key: string): QueryParam<unknown> | undefined {
  return def?.query?.[key];
}
