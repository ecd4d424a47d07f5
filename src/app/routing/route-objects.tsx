import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { FALLBACK_PATH, leaveLoginWhenSignedIn, LOGIN_ROUTE, requireSession } from '@/routing/login-redirect';
import { RouteDefContext } from '@/routing/route-context';
import type { RouteDef } from '@/routing/route-def';
import { parsePageQuery } from '@/routing/use-page-query';
import { AppShell } from '../shell/app-shell';
import { HydrateFallback } from '../shell/hydrate-fallback';
import type { LazyRoute } from './lazy-routes';
import { pageRegistry } from './page-registry';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';

/** Kept-alive pages are drawn by the keep-alive host; their place in the <Outlet> stays empty. */
const KeptAliveSlot = () => null;
/** Never shown: the loader redirects first. Present so the router does not warn about an empty leaf. */
const Redirecting = () => null;

/**
 * The route's guard, run by the router before every navigation to it commits: requiresLogin
 * rows go to login without a session; the login row goes back to its return path with one.
 */
function guardOf(def: RouteDef): ((args: LoaderFunctionArgs) => Response | null) | undefined {
  if (def.requiresLogin) return ({ request }) => requireSession(def, request);
  if (def.name === LOGIN_ROUTE) return ({ request }) => leaveLoginWhenSignedIn(request);
  return undefined;
}

/** The app's first navigation: where it goes and the client its page's reads start in. */
export interface Arrival {
  /** The app path the app was opened at, e.g. `/phone/productDetail` (no base, no query). */
  path: string;
  queryClient: QueryClient;
}

/**
 * Starts the arrival page's reads (RouteDef.prefetch) when the guard lets the app's first
 * navigation through. Only then: a read's answer is judged against the page it was asked on, and
 * during a later navigation that is still the page being left. A failed load of the reads module
 * changes nothing: the page asks for itself.
 */
function arrivalPrefetch(arrival: Arrival | undefined) {
  let claimed = false;
  return {
    /** True for the arrival row's first loader run, before its guard: a redirect uses it up too. */
    claim(def: RouteDef): boolean {
      if (claimed || !arrival || !def.prefetch || `/${def.path}` !== arrival.path) return false;
      claimed = true;
      return true;
    },
    start(def: RouteDef, request: Request): void {
      if (!arrival || !def.prefetch) return;
      const query = parsePageQuery(def, new URL(request.url).search);
      def.prefetch().then(
        (reads) => reads.prefetch(arrival.queryClient, query),
        () => undefined,
      );
    },
  };
}

type ArrivalPrefetch = ReturnType<typeof arrivalPrefetch>;

/** The route's loader: its guard and, on arrival, its reads; none for a row that does neither. */
function loaderOf(def: RouteDef, onArrival: ArrivalPrefetch) {
  const guard = guardOf(def);
  if (!guard && !def.prefetch) return undefined;
  return (args: LoaderFunctionArgs) => {
    const arriving = onArrival.claim(def);
    const redirected = guard?.(args) ?? null;
    if (arriving && !redirected) onArrival.start(def, args.request);
    return redirected;
  };
}

/**
 * The page, once its chunk has loaded: the router fetches it before committing the navigation,
 * so there is no Suspense flash; a failed fetch (stale chunk after a redeploy) reaches
 * RouteErrorPage.
 */
async function componentOf(def: RouteDef): Promise<ComponentType> {
  const { default: Page } = await def.page();
  pageRegistry.set(def.path, Page);
  if (def.cached) return KeptAliveSlot;
  return function RoutePage() {
    return (
      <RouteDefContext value={def}>
        <Page />
      </RouteDefContext>
    );
  };
}

function toRouteObject(def: RouteDef, onArrival: ArrivalPrefetch): RouteObject {
  const loader = loaderOf(def, onArrival);
  return {
    path: def.path,
    handle: { def } satisfies RouteHandle,
    // Only rows that guard or prefetch have a loader: the others navigate as before, no data step.
    ...(loader ? { loader } : {}),
    lazy: async () => ({ Component: await componentOf(def) }),
  };
}

/**
 * A route known by path only: its row loads with its domain's rows (lazy-routes.ts). The router
 * asks for the row's three parts at once; the loader (guard, arrival reads) runs as soon as the
 * rows are in, next to the page's chunk, as it does for a row known up front.
 */
function toLazyRouteObject(route: LazyRoute, onArrival: ArrivalPrefetch): RouteObject {
  return {
    path: route.path,
    lazy: {
      handle: async () => ({ def: await route.load() }) satisfies RouteHandle,
      // Always a loader, if only one that does nothing: the router awaits the other lazy parts
      // (a page chunk that fails to load: the error page) only behind a route's loader.
      loader: async () => loaderOf(await route.load(), onArrival) ?? noData,
      Component: async () => componentOf(await route.load()),
    },
  };
}

const noData = () => null;

const isLazy = (entry: RouteDef | LazyRoute): entry is LazyRoute => 'load' in entry;

/**
 * The route objects for a table: the shell as layout, every row as a child, unknown → about.
 * Given the arrival, the first navigation starts its page's reads (RouteDef.prefetch).
 */
export function buildRoutes(table: readonly (RouteDef | LazyRoute)[], arrival?: Arrival): RouteObject[] {
  const onArrival = arrivalPrefetch(arrival);
  return [
    {
      path: '/',
      Component: AppShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback,
      children: [
        ...table.map((entry) =>
          isLazy(entry) ? toLazyRouteObject(entry, onArrival) : toRouteObject(entry, onArrival),
        ),
        { index: true, loader: () => redirect(FALLBACK_PATH), Component: Redirecting },
        { path: '*', loader: () => redirect(FALLBACK_PATH), Component: Redirecting },
      ],
    },
  ];
}
