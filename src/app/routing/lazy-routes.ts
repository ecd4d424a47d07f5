import { routeIndex } from 'virtual:route-index';
import type { Domain, RouteDef } from '@/routing/route-def';
import { registerRoutePaths } from '@/routing/route-registry';

/**
 * A route the router knows by name and path only; its row (title, guard, query parsers, page)
 * loads with its domain's routes.ts on the first navigation to any page of that domain.
 */
export interface LazyRoute {
  name: string;
  path: string;
  domain: Domain;
  /** The route's full row, from its domain's rows (loaded once per domain). */
  load: () => Promise<RouteDef>;
}

type DomainRowsModule = Record<string, unknown>;

/** One chunk per domain: its rows, which register themselves for typed links when they load. */
const domainModules = import.meta.glob<DomainRowsModule>('../../features/*/routes.ts');

const loading = new Map<string, Promise<readonly RouteDef[]>>();

function loadDomainRows(domain: string): Promise<readonly RouteDef[]> {
  let pending = loading.get(domain);
  if (!pending) {
    const load = domainModules[`../../features/${domain}/routes.ts`];
    if (!load) throw new Error(`lazy-routes: no routes.ts for domain "${domain}"`);
    pending = load().then(
      // A routes.ts exports its domain's rows (defineRoutes) and nothing else that is an array.
      (module) => Object.values(module).find((value): value is RouteDef[] => Array.isArray(value)) ?? [],
    );
    // A failed load (a stale chunk after a redeploy) is tried again on the next navigation.
    pending.catch(() => loading.delete(domain));
    loading.set(domain, pending);
  }
  return pending;
}

/** Reads one domain's index line: `name name=path …`. */
function routesOfLine(domain: Domain, line: string): LazyRoute[] {
  return line
    .split(' ')
    .filter(Boolean)
    .map((entry) => {
      const [name = '', path = `phone/${name}`] = entry.split('=');
      return {
        name,
        path,
        domain,
        load: async () => {
          const row = (await loadDomainRows(domain)).find((def) => def.name === name);
          if (!row) throw new Error(`lazy-routes: ${domain}/routes.ts has no row "${name}"`);
          return row;
        },
      };
    });
}

let routes: readonly LazyRoute[] | undefined;

/**
 * Every route of the app, by name and path (deploy/build/route-index.ts reads them from the
 * domains' routes.ts). Their paths are registered for typed links at once, so `hrefTo` builds
 * the right path for a domain whose rows have not loaded yet.
 */
export function lazyRouteTable(): readonly LazyRoute[] {
  if (!routes) {
    routes = Object.entries(routeIndex).flatMap(([domain, line]) => routesOfLine(domain as Domain, line));
    registerRoutePaths(routes);
  }
  return routes;
}
