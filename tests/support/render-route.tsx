import '@tests/setup/test-polyfills';
// antd-mobile's imperative Toast and Dialog need React 19's createRoot, as the app's boot provides.
import '@/app/antd-react19';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { installCatalogue } from '@/api/catalogue/install-catalogue';
import { createFakePorts, createFakeWait } from '@/api/catalogue/testing/fake-ports';
import type { AppPorts } from '@/api/ports';
import { createQueryClient } from '@/api/query-client';
import { createNavigationPort } from '@/app/ports/navigation-port';
import { buildRoutes } from '@/app/routing/route-objects';
import { routeTable } from '@/app/routing/route-table';
import { clientStore } from '@/env/client-store';
import type { RouteDef } from '@/routing/route-def';
import { DEMO_APPTOKEN } from '@mocks/db/seed/investor';
import { setSessionStatus, type SessionStatus } from '@mocks/scenarios/session';
import { afterEveryTest } from '@tests/setup/after-every-test';

/**
 * The page-flow test kit: any route rendered the way the app renders it.
 *
 * - the real route objects of the shell (`buildRoutes`: AppShell layout, RouteDefContext per
 *   route, the confirm-dialog host, the global loading overlay, unknown paths → /phone/about)
 *   over the real route table, in a memory router;
 * - the app's query client (`createQueryClient`: retry rules, the catalogue's toast timing);
 * - the status-code catalogue installed in the real transport on fake ports: toasts and
 *   navigations are recorded, navigations also move the router (so session expiry lands on
 *   the login route), and the catalogue's delays wait for `catalogue.clock.elapse()`;
 * - a session: the client's apptoken (which the requiresLogin guard reads) and the mock
 *   backend's session agree — `active` (default), `expired` (token kept, the server answers
 *   00000008) or `loggedOut` (no token, the server answers 06060010).
 *
 * The backend is the whole stateful mock behind MSW: the test file calls `setupMockApi()` once
 * (mocks/testing/setup-mock-api.ts), which re-seeds the mock db and clears scenarios per test.
 *
 *   const server = setupMockApi();
 *   it('…', async () => {
 *     const { toasts, router } = renderRoute('/phone/bankCardList');
 *     expect(await screen.findByRole('article', { name: /招商银行/ })).toBeInTheDocument();
 *   });
 */
export interface RenderRouteOptions {
  /** The route rows to mount (default: the app's whole route table). */
  routes?: readonly RouteDef[];
  /** `location.state` of the first entry (pages that are handed data by the previous page). */
  state?: unknown;
  /** Client token and mock session, kept in step (default `active`). */
  session?: SessionStatus;
  /** Toasts stay open until `catalogue.closeToasts()` (to test what waits for a toast). */
  holdToasts?: boolean;
}

let cleanUp: (() => void) | undefined;
afterEveryTest(() => {
  cleanUp?.();
  cleanUp = undefined;
});

/** Puts the client token and the mock's session into one of the three states. */
function applySession(session: SessionStatus) {
  if (session === 'loggedOut') clientStore.remove('apptoken');
  else clientStore.set('apptoken', DEMO_APPTOKEN);
  // The mock's handlers wait for this write before they judge a request (mocks/scenarios/session.ts).
  void setSessionStatus(session);
}

export function renderRoute(
  path: string,
  { routes = routeTable, state, session = 'active', holdToasts = false }: RenderRouteOptions = {},
) {
  cleanUp?.();
  applySession(session);
  const [pathname = '/', search = ''] = path.split('?');
  const router = createMemoryRouter(buildRoutes(routes), {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
  });

  const fake = createFakePorts({ path: pathname, holdToasts });
  const clock = createFakeWait();
  const routerNavigation = createNavigationPort(router);
  const ports: AppPorts = {
    ...fake.ports,
    navigation: {
      go(to, options) {
        fake.navigations.push(to);
        routerNavigation.go(to, options);
      },
      currentPath: routerNavigation.currentPath,
    },
  };
  const uninstall = installCatalogue(ports, { wait: clock.wait });
  cleanUp = () => {
    uninstall();
    clientStore.remove('apptoken');
  };

  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const catalogue = { ...fake, ports, clock };
  /** The messages of the toasts shown so far, in order. */
  const toasts = () => fake.toasts.map((toast) => toast.message);
  /** The router's current path and query, e.g. "/phone/smsVerification?x=1". */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, catalogue, toasts, location };
}

export type RenderedRoute = ReturnType<typeof renderRoute>;
