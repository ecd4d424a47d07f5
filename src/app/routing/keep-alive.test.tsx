import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useRouteDef } from '@/routing/route-context';
import type { RouteDef } from '@/routing/route-def';
import { appTracker } from '@/tracking/app-tracker';
import { buildRoutes } from './route-objects';

function CounterPage() {
  const def = useRouteDef();
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {def?.title}:{count}
    </button>
  );
}

// jsdom has no layout: scrolling is checked end to end in Chromium (tests/e2e).
beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const page = () => Promise.resolve({ default: CounterPage });
const row = (path: string, title: string, cached = false): RouteDef => ({
  path: `phone/${path}`,
  title,
  gloss: title,
  domain: 'product',
  page,
  cached,
});
function RetitlingPage() {
  useEffect(() => {
    document.title = '编辑银行卡';
  }, []);
  return <button type="button">编辑:0</button>;
}

const table = [
  { ...row('addOrEditBankCard', '添加银行卡'), page: () => Promise.resolve({ default: RetitlingPage }) },
  row('about', '关于我们'),
  row('capitain', '认购', true),
  row('equity', '权益类产品', true),
  row('productDetail', '产品详情'),
];

async function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('button', { name: /:0/ });
  return router;
}

const go = (router: Awaited<ReturnType<typeof renderAt>>, to: string | number) =>
  act(async () => {
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });

describe('keep-alive routes', () => {
  it('a cached route keeps its state when the user leaves and comes back', async () => {
    const router = await renderAt('/phone/capitain');
    fireEvent.click(screen.getByRole('button', { name: '认购:0' }));
    fireEvent.click(screen.getByRole('button', { name: '认购:1' }));
    await go(router, '/phone/productDetail');
    expect(await screen.findByRole('button', { name: '产品详情:0' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '认购:2' })).toBeNull(); // hidden, not visible
    await go(router, -1);
    expect(await screen.findByRole('button', { name: '认购:2' })).toBeVisible();
  });

  it('an uncached route starts afresh', async () => {
    const router = await renderAt('/phone/productDetail');
    fireEvent.click(screen.getByRole('button', { name: '产品详情:0' }));
    await go(router, '/phone/equity');
    await screen.findByRole('button', { name: '权益类产品:0' });
    await go(router, -1);
    expect(await screen.findByRole('button', { name: '产品详情:0' })).toBeVisible();
  });

  it('keeps several cached routes at once, only the current one visible', async () => {
    const router = await renderAt('/phone/capitain');
    fireEvent.click(screen.getByRole('button', { name: '认购:0' }));
    await go(router, '/phone/equity');
    fireEvent.click(await screen.findByRole('button', { name: '权益类产品:0' }));
    await go(router, '/phone/capitain');
    expect(await screen.findByRole('button', { name: '认购:1' })).toBeVisible();
    await go(router, '/phone/equity');
    expect(await screen.findByRole('button', { name: '权益类产品:1' })).toBeVisible();
  });
});

describe('router', () => {
  it('redirects unknown paths and the root to /phone/about', async () => {
    const router = await renderAt('/phone/noSuchPage');
    expect(router.state.location.pathname).toBe('/phone/about');
    await go(router, '/');
    expect(router.state.location.pathname).toBe('/phone/about');
  });

  it('sets document.title and sends a single-page view on every navigation', async () => {
    const track = vi.spyOn(appTracker, 'track');
    const router = await renderAt('/phone/about');
    expect(document.title).toBe('关于我们');
    // The title is set in a layout effect (with the commit that shows the page); the event is
    // sent from a passive effect, which a loaded machine may run after the page is found.
    await waitFor(() =>
      expect(track).toHaveBeenLastCalledWith(
        expect.objectContaining({ event: 'page-load', path: '/phone/about' }),
      ),
    );
    await go(router, '/phone/productDetail');
    expect(document.title).toBe('产品详情');
    await vi.waitFor(() =>
      expect(track).toHaveBeenLastCalledWith({
        event: 'page-view',
        path: '/phone/productDetail',
        title: '产品详情',
        from: '/phone/about',
      }),
    );
    track.mockRestore();
  });

  it('lets a page refine its title in an ordinary effect', async () => {
    await renderAt('/phone/addOrEditBankCard');
    // The page's effect runs after the commit that shows its button (a loaded machine can look in
    // between); the shell's layout effect must not run again after it and undo the refinement.
    await vi.waitFor(() => expect(document.title).toBe('编辑银行卡'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('编辑银行卡');
  });
});
