import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';
import { encoded, HOSTILE_TARGETS } from './handoff-hostile-targets';

// A lazy page's first transform passed 5 s on the loaded machine (8 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

/** The four hand-offs that take their target from the address. */
const TARGET_PAGES = [
  '/phone/middlePage',
  '/phone/fourKMiddle',
  '/phone/middlePage/checkPage',
  '/app/skip',
] as const;

describe.each(TARGET_PAGES)('%s', (page) => {
  it('goes to an app path (replacing itself; a video stays on top of its page)', async () => {
    const { location, router } = renderRoute(`${page}?target=${encoded('/phone/bankCardList')}`);
    expect(await screen.findByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
    expect(location()).toBe('/phone/bankCardList');
    expect(router.state.historyAction).toBe(page === '/phone/fourKMiddle' ? 'PUSH' : 'REPLACE');
  });

  it.each(HOSTILE_TARGETS)('refuses %j with a message and stays', async (target, message) => {
    const { location } = renderRoute(`${page}?target=${encoded(target)}`);
    expect(await screen.findByText('无法跳转')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(location()).toBe(`${page}?target=${encoded(target)}`);
  });

  it('says the address is missing, and offers the way home', async () => {
    const { location } = renderRoute(page);
    expect(await screen.findByText('缺少跳转地址')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(location()).toBe('/phone/about'), { timeout: 15_000 });
  });
});

describe('middlePage/checkPage', () => {
  it('sends a visitor without a session to login first, with the way back', async () => {
    const { location } = renderRoute(`/phone/middlePage/checkPage?target=${encoded('/phone/bankCardList')}`, {
      session: 'loggedOut',
    });
    await screen.findByRole('heading', { level: 1, name: '登录' });
    const back = new URL(location(), 'http://x').searchParams.get('redirect');
    expect(back).toBe(`/phone/middlePage/checkPage?target=${encoded('/phone/bankCardList')}`);
  });
});
