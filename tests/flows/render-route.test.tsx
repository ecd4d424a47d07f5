import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { clientStore } from '@/env/client-store';
import { useRouteDef } from '@/routing/route-context';
import type { RouteDef } from '@/routing/route-def';
import { renderRoute } from '../support/render-route';

/** The page-flow test kit itself (tests/support/render-route.tsx). */
setupMockApi();

// The title bar's heading (a page's own sections use level 2 and below).
const pageTitle = () => screen.findByRole('heading', { level: 1 });

describe('renderRoute', () => {
  it('renders any route of the real table in the shell, with its row as RouteDefContext', async () => {
    const { location } = renderRoute('/phone/about');
    expect(await pageTitle()).toHaveTextContent('关于我们');
    expect(document.querySelector('.app-shell')).toHaveAttribute('data-route', 'phone/about');
    expect(location()).toBe('/phone/about');
  });

  it('sends unknown paths where the shell does', async () => {
    const { location } = renderRoute('/phone/noSuchPage?x=1');
    expect(await pageTitle()).toHaveTextContent('关于我们');
    expect(location()).toBe('/phone/about');
  });

  it('mounts extra rows and hands the first entry its state and query', async () => {
    function Probe() {
      const def = useRouteDef();
      return <p>{`${def?.title} ${JSON.stringify(window.history.state?.usr ?? null)}`}</p>;
    }
    const probe = {
      path: 'phone/kitProbe',
      title: '测试页',
      gloss: 'Probe',
      domain: 'common',
      page: async () => ({ default: Probe }),
    } as RouteDef;
    const { router } = renderRoute('/phone/kitProbe?cardId=7', { routes: [probe], state: { from: 'list' } });
    expect(await screen.findByText(/^测试页/)).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ search: '?cardId=7', state: { from: 'list' } });
  });

  it('starts logged in: the client holds the demo token and the mock serves login-only calls', async () => {
    renderRoute('/phone/about');
    expect(clientStore.get('apptoken')).toBe('demo-apptoken-0001');
    expect((await postCall('bankCardList', {})).json).toMatchObject({ result: { statusCode: '00000000' } });
  });

  it('session loggedOut: no client token, and the mock refuses login-only calls with 06060010', async () => {
    renderRoute('/phone/about', { session: 'loggedOut' });
    expect(clientStore.get('apptoken')).toBeUndefined();
    expect((await postCall('bankCardList', {})).json).toMatchObject({ code: '06060010' });
  });

  it('session expired: the page says it (a read: no toast), the catalogue waits 1 s on the clock, and the router lands on login', async () => {
    const { catalogue, toasts, location } = renderRoute('/phone/bankCardList', { session: 'expired' });
    // The first load of the page's chunk can be slow on a busy machine.
    expect(await screen.findByText('登录已过期，请重新登录', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(catalogue.clock.delays).toContain(1000));
    expect(toasts()).toEqual([]);
    catalogue.clock.elapse();
    // The login route, with or without the return path the login guard adds.
    await waitFor(() => expect(location()).toMatch(/^\/phone\/login(\?|$)/));
    expect(catalogue.navigations).toEqual([expect.stringMatching(/^\/phone\/login(\?|$)/)]);
    // The login page's chunk loads after the address changes: the old page's title stays until then.
    expect(
      await screen.findByRole('heading', { level: 1, name: '登录' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a second render in one test takes over: its catalogue records, the first one no longer does', async () => {
    const first = renderRoute('/phone/about', { session: 'expired' });
    first.unmount();
    const second = renderRoute('/phone/bankCardList', { session: 'expired' });
    await waitFor(() => expect(second.catalogue.clock.delays).toEqual([1000]), { timeout: 5000 });
    expect(first.catalogue.clock.delays).toEqual([]);
  });
});
