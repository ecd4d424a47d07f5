import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientStore } from '@/env/client-store';
import { clearScenario, setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine.
configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

const TARGET = encodeURIComponent('/phone/bankCardList');
const handOff = (ticket: string) => `/phone/middlePage?szbTicket=${ticket}&target=${TARGET}`;
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('middlePage?szbTicket= (a partner’s single sign-on, szbLogin)', () => {
  it('exchanges the ticket for a session and goes on to the target, which needs a login', async () => {
    const { location, router } = renderRoute(handOff('SZB2026112010300001'), { session: 'loggedOut' });
    expect(await screen.findByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
    expect(location()).toBe('/phone/bankCardList');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(clientStore.get('apptoken')).toBeTruthy();
  });

  it('a ticket used once already: 登录凭证已失效 in place, no toast; 登录 keeps the way to the target', async () => {
    const first = renderRoute(handOff('SZB2026112010300002'), { session: 'loggedOut' });
    await screen.findByRole('heading', { level: 1, name: '银行卡' });
    first.unmount();
    clientStore.remove('apptoken');
    const again = renderRoute(handOff('SZB2026112010300002'), { session: 'loggedOut' });
    expect(await screen.findByText('登录凭证已失效')).toBeInTheDocument();
    expect(screen.getByText(/请返回合作方页面重新进入/)).toBeInTheDocument();
    expect(again.toasts()).toEqual([]);
    await user().click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('heading', { level: 1, name: '登录' });
    expect(new URL(again.location(), 'http://x').searchParams.get('redirect')).toBe('/phone/bankCardList');
  });

  it('an expired ticket (05200014) says so; a partner account linked to no customer (05200015) too', async () => {
    const expired = renderRoute(handOff('SZBEXPIRED0001'), { session: 'loggedOut' });
    expect(await screen.findByText('登录凭证已失效')).toBeInTheDocument();
    expect(clientStore.get('apptoken')).toBeFalsy();
    expired.unmount();
    const unlinked = renderRoute(handOff('SZBUNLINKED0001'), { session: 'loggedOut' });
    expect(await screen.findByText('账户尚未关联')).toBeInTheDocument();
    expect(screen.getByText(/尚未绑定本公司客户/)).toBeInTheDocument();
    expect(unlinked.toasts()).toEqual([]);
  });

  it('a server failure offers 重试, which signs in and goes on', async () => {
    setScenario({ outcome: 'http500', call: 'szbLogin' });
    const { location } = renderRoute(handOff('SZB2026112010300003'), { session: 'loggedOut' });
    expect(await screen.findByText('暂时无法登录')).toBeInTheDocument();
    clearScenario();
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
    expect(location()).toBe('/phone/bankCardList');
  });
});
