import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientStore } from '@/env/client-store';
import { useCompleteLogin } from '@/routing/login-redirect';
import type { RouteDef } from '@/routing/route-def';
import { usePageQuery } from '@/routing/use-page-query';
import { createNavigationPort } from '../ports/navigation-port';
import { buildRoutes } from './route-objects';
import { routeDefFor } from './route-table';

/** A stand-in for the login page: stores a session, then calls completeLogin(). */
function TestLoginPage() {
  const completeLogin = useCompleteLogin();
  const login = () => {
    clientStore.set('apptoken', 'fresh-token');
    completeLogin();
  };
  return (
    <button type="button" onClick={login}>
      登录
    </button>
  );
}

const rendered = vi.fn();
function CardPage() {
  const { cardId } = usePageQuery('addOrEditBankCard');
  rendered();
  return <h1>编辑银行卡 {cardId}</h1>;
}

const row = (path: string, page: RouteDef['page']): RouteDef => ({ ...routeDefFor(path)!, page });
const table = [
  row('/phone/login', async () => ({ default: TestLoginPage })),
  row('/phone/addOrEditBankCard', async () => ({ default: CardPage })),
  row('/phone/about', async () => ({ default: () => <h1>关于我们</h1> })),
];

function renderAt(entry: string) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location };
}

// jsdom has no layout; the shell's scroll keeper calls scrollTo on every navigation.
beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  clientStore.remove('apptoken');
  rendered.mockClear();
});

describe('requiresLogin', () => {
  it('sends a page without a session to login with its path and query, and back after login', async () => {
    const { router, location } = renderAt('/phone/addOrEditBankCard?cardId=BC1');
    const login = await screen.findByRole('button', { name: '登录' });
    expect(location()).toBe('/phone/login?redirect=%2Fphone%2FaddOrEditBankCard%3FcardId%3DBC1');
    expect(rendered).not.toHaveBeenCalled();
    fireEvent.click(login);
    expect(await screen.findByRole('heading', { name: '编辑银行卡 BC1' })).toBeInTheDocument();
    expect(location()).toBe('/phone/addOrEditBankCard?cardId=BC1');
    // The login entry was replaced: there is no login form to go back to.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page at once with a session', async () => {
    clientStore.set('apptoken', 'token');
    renderAt('/phone/addOrEditBankCard?cardId=BC2');
    expect(await screen.findByRole('heading', { name: '编辑银行卡 BC2' })).toBeInTheDocument();
  });

  it('never follows a hostile return path: login then lands on /phone/about', async () => {
    const { location } = renderAt(`/phone/login?redirect=${encodeURIComponent('//evil.com/phone/about')}`);
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '关于我们' })).toBeInTheDocument();
    expect(location()).toBe('/phone/about');
  });

  it('leaves login for its return path when a session already exists (the app logged in and reloaded)', async () => {
    clientStore.set('apptoken', 'token');
    const { location } = renderAt('/phone/login?redirect=%2Fphone%2FaddOrEditBankCard%3FcardId%3DBC3');
    expect(await screen.findByRole('heading', { name: '编辑银行卡 BC3' })).toBeInTheDocument();
    expect(location()).toBe('/phone/addOrEditBankCard?cardId=BC3');
  });

  it('keeps the login page without a return path, even with a session', async () => {
    clientStore.set('apptoken', 'token');
    renderAt('/phone/login');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});

describe('session expired (the catalogue, through the navigation port)', () => {
  it('goes to login with the current path and query and forgets the dead token, so login does not bounce back', async () => {
    clientStore.set('apptoken', 'expired-token');
    const { router, location } = renderAt('/phone/addOrEditBankCard?cardId=BC4');
    await screen.findByRole('heading', { name: '编辑银行卡 BC4' });
    await act(async () => createNavigationPort(router).go('/phone/login'));
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(location()).toBe('/phone/login?redirect=%2Fphone%2FaddOrEditBankCard%3FcardId%3DBC4');
    expect(clientStore.get('apptoken')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '编辑银行卡 BC4' })).toBeInTheDocument();
  });
});
