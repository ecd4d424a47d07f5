import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerNavigation } from '@/features/auth/model/partner-redirect';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine (9 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

const MALL = 'https://mall.huaxintrust.example';
const CALLBACK = `${MALL}/oauth/callback?from=app`;
const page = (query: Record<string, string>) =>
  `/phone/carteBlanche?${new URLSearchParams(query).toString()}`;

let opened: string[];
beforeEach(() => {
  vi.stubEnv('VITE_ALLOWED_ORIGINS', MALL);
  opened = [];
  vi.spyOn(partnerNavigation, 'go').mockImplementation((url) => void opened.push(url));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('carteBlanche', () => {
  it('names the partner’s site and what it receives, and returns the one-time code on 同意授权', async () => {
    renderRoute(page({ clientId: 'hxmall01', redirect: CALLBACK, state: 'm20260101a1' }));
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'mall.huaxintrust.example 申请使用您的华信信托账号登录',
    );
    expect(screen.getByText('您的手机号（脱敏展示，如 138****5678）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '同意授权' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const back = new URL(opened[0]!);
    expect(`${back.origin}${back.pathname}`).toBe(`${MALL}/oauth/callback`);
    expect(back.searchParams.get('from')).toBe('app');
    expect(back.searchParams.get('code')).toMatch(/^AC\d+$/);
    expect(back.searchParams.get('state')).toBe('m20260101a1');
  });

  it('goes back with error=access_denied on 拒绝, issuing nothing', async () => {
    renderRoute(page({ clientId: 'hxmall01', redirect: CALLBACK, state: 's1' }));
    await userEvent.click(await screen.findByRole('button', { name: '拒绝' }));
    expect(opened).toHaveLength(1);
    const back = new URL(opened[0]!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses a callback outside the allow-list before asking anything', async () => {
    renderRoute(page({ clientId: 'hxmall01', redirect: 'https://evil.example/cb', state: 's1' }));
    expect(await screen.findByText('授权链接无效')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意授权' })).toBeNull();
  });

  it('says the server’s refusal of an unregistered partner instead of a toast', async () => {
    const { toasts } = renderRoute(page({ clientId: 'nobody01', redirect: CALLBACK, state: 's1' }));
    await userEvent.click(await screen.findByRole('button', { name: '同意授权' }));
    expect(await screen.findByText('合作方应用未登记或已停用')).toBeInTheDocument();
    expect(opened).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('needs a session: a visitor logs in first', async () => {
    const { location } = renderRoute(page({ clientId: 'hxmall01', redirect: CALLBACK, state: 's1' }), {
      session: 'loggedOut',
    });
    await waitFor(() => expect(location()).toMatch(/^\/phone\/login\?redirect=%2Fphone%2FcarteBlanche/));
  });
});
