import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  FALLBACK_PATH,
  leaveLoginWhenSignedIn,
  LOGIN_ROUTE,
  requireSession,
} from '../../routing/login-redirect';
import { RouteDefContext } from '../../routing/route-context';
import type { RouteDef } from '../../routing/route-def';
import { AppShell } from '../shell/app-shell';
import { HydrateFallback } from '../shell/hydrate-fallback';
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
function guardOf(def: RouteDef): RouteObject['loader'] {
  if (def.requiresLogin) return ({ request }: LoaderFunctionArgs) => requireSession(def, request);
  if (def.name === LOGIN_ROUTE) return ({ request }: LoaderFunctionArgs) => leaveLoginWhenSignedIn(request);
  return undefined;
}

function toRouteObject(def: RouteDef): RouteObject {
  const loader = guardOf(def);
  return {
    path: def.path,
    handle: { def } satisfies RouteHandle,
    ...(loader ? { loader } : {}),
    // Code-split: the router fetches the chunk before committing the navigation, so there is no
    // Suspense flash; a failed fetch (stale chunk after a redeploy) reaches RouteErrorPage.
    lazy: async () => {
      const { default: Page } = await def.page();
      pageRegistry.set(def.path, Page);
      if (def.cached) return { Component: KeptAliveSlot };
      return {
        Component: function RoutePage() {
          return (
            <RouteDefContext value={def}>
              <Page />
            </RouteDefContext>
          );
        },
      };
    },
  };
}

/** The route objects for a table: the shell as layout, every row as a child, unknown → about. */
export function buildRoutes(table: readonly RouteDef[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: AppShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback,
      children: [
        ...table.map(toRouteObject),
        { index: true, loader: () => redirect(FALLBACK_PATH), Component: Redirecting },
        { path: '*', loader: () => redirect(FALLBACK_PATH), Component: Redirecting },
      ],
    },
  ];
}
