import '../../../src/widgets/shared/test-polyfills';
// antd-mobile's imperative Toast needs React 19's createRoot, as the app's boot provides.
import '../../../src/app/antd-react19';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { installFakeCatalogue } from '../../../src/api/catalogue/testing/catalogue-harness';
import { createQueryClient } from '../../../src/api/query-client';
import { buildRoutes } from '../../../src/app/routing/route-objects';
import { bankCardRoutes } from '../../../src/features/bank-card/routes';
import type { RouteDef } from '../../../src/routing/route-def';

/** Where the shell sends unknown paths; a stand-in page so redirects land somewhere visible. */
const about: RouteDef = {
  path: 'phone/about',
  title: '关于我们',
  gloss: 'About us',
  domain: 'common',
  page: async () => ({ default: () => <p>关于我们</p> }),
};

/**
 * A bank-card page as the app renders it: the real shell layout (route table rows, the route's
 * RouteDefContext, the confirm-dialog host), the app's query client, the status-code catalogue
 * installed on fake ports (toasts and navigations recorded), and the whole mock backend behind
 * MSW (tests call setupMockApi()).
 */
export function renderBankCard(
  path: string,
  { state, holdToasts }: { state?: unknown; holdToasts?: boolean } = {},
) {
  const catalogue = installFakeCatalogue({ path, holdToasts });
  const queryClient = createQueryClient();
  const [pathname = '/', search = ''] = path.split('?');
  const router = createMemoryRouter(buildRoutes([...bankCardRoutes, about]), {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const toasts = () => catalogue.toasts.map((t) => t.message);
  return { ...view, router, queryClient, catalogue, toasts };
}
