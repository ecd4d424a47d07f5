import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientStore } from '@/env/client-store';
import type { PagePrefetch, RouteDef } from '@/routing/route-def';
import type { LazyRoute } from './lazy-routes';
import { buildRoutes } from './route-objects';
import { routeDefFor } from './route-table';

const Page = () => null;
const prefetchReads = vi.fn<PagePrefetch>();
const loadReads = vi.fn(async () => ({ prefetch: prefetchReads }));
const row = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  ...routeDefFor(path)!,
  page: async () => ({ default: Page }),
  ...extra,
});
const table = [
  row('/phone/login'),
  row('/phone/about'),
  row('/phone/productDetail', { prefetch: loadReads }),
];

async function arriveAt(entry: string, { withClient = true } = {}) {
  const client = new QueryClient();
  const arrival = withClient
    ? { queryClient: client, path: new URL(entry, 'http://app').pathname }
    : undefined;
  const router = createMemoryRouter(buildRoutes(table, arrival), { initialEntries: [entry] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  await Promise.resolve();
  return { router, client };
}

afterEach(() => {
  clientStore.remove('apptoken');
  prefetchReads.mockClear();
  loadReads.mockClear();
});

describe("the first navigation starts its page's reads (RouteDef.prefetch)", () => {
  it('with the query client and the parsed query, once the guard lets it through', async () => {
    clientStore.set('apptoken', 'token');
    const { client } = await arriveAt('/phone/productDetail?productCode=XT2024001&tab=bogus&other=1');
    await vi.waitFor(() => expect(prefetchReads).toHaveBeenCalledOnce());
    // Parsed as the page parses it: declared parameters only, a malformed value left out.
    expect(prefetchReads).toHaveBeenCalledWith(client, { productCode: 'XT2024001' });
  });

  it('only on the first navigation: not when the investor comes to the page later', async () => {
    clientStore.set('apptoken', 'token');
    const { router } = await arriveAt('/phone/about');
    await router.navigate('/phone/productDetail?productCode=XT2024001');
    await router.navigate('/phone/about');
    expect(loadReads).not.toHaveBeenCalled();
  });

  it('not when the guard sends the visitor to login first, nor when login brings them back', async () => {
    const { router } = await arriveAt('/phone/productDetail?productCode=XT2024001');
    expect(router.state.location.pathname).toBe('/phone/login');
    clientStore.set('apptoken', 'token');
    await router.navigate('/phone/productDetail?productCode=XT2024001');
    expect(router.state.location.pathname).toBe('/phone/productDetail');
    expect(loadReads).not.toHaveBeenCalled();
  });

  it('not without an arrival (tests that build the routes alone)', async () => {
    clientStore.set('apptoken', 'token');
    await arriveAt('/phone/productDetail?productCode=XT2024001', { withClient: false });
    expect(loadReads).not.toHaveBeenCalled();
  });
});

describe('routes known by path only (lazy-routes.ts): the row loads, then guards and prefetches', () => {
  const lazy = (def: RouteDef): LazyRoute => ({
    name: def.name ?? '',
    path: def.path,
    domain: def.domain,
    load: vi.fn(async () => def),
  });
  const lazyTable = table.map(lazy);

  async function arriveLazily(entry: string) {
    const client = new QueryClient();
    const arrival = { queryClient: client, path: new URL(entry, 'http://app').pathname };
    const router = createMemoryRouter(buildRoutes(lazyTable, arrival), { initialEntries: [entry] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    return { router, client };
  }

  it('sends a visitor without a session to login, and starts no reads', async () => {
    const { router } = await arriveLazily('/phone/productDetail?productCode=XT2024001');
    expect(router.state.location.pathname).toBe('/phone/login');
    expect(router.state.location.search).toContain('redirect=');
    expect(loadReads).not.toHaveBeenCalled();
  });

  it("starts the arrival page's reads, and carries the row to the shell (the match's handle)", async () => {
    clientStore.set('apptoken', 'token');
    const { router, client } = await arriveLazily('/phone/productDetail?productCode=XT2024001');
    await vi.waitFor(() => expect(prefetchReads).toHaveBeenCalledWith(client, { productCode: 'XT2024001' }));
    const shown = router.state.matches.at(-1)?.route.handle as { def: RouteDef } | undefined;
    expect(shown?.def.title).toBe('产品详情');
  });
});

describe('a route known by path only whose page chunk fails to load', () => {
  it('reaches the error boundary (a stale chunk after a redeploy), not an empty page', async () => {
    const about = routeDefFor('/phone/about')!;
    const broken: LazyRoute = {
      name: 'about',
      path: about.path,
      domain: about.domain,
      load: async () => ({ ...about, page: () => Promise.reject(new TypeError('Failed to fetch')) }),
    };
    const router = createMemoryRouter(buildRoutes([broken]), { initialEntries: ['/phone/about'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(Object.values(router.state.errors ?? {})).toHaveLength(1);
  });
});
