import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearScenario, setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';
import { HOSTILE_TARGETS } from './handoff-hostile-targets';

// A lazy page's first transform passed 5 s on the loaded machine (8 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

const server = setupMockApi();

describe('totalMiddlePage', () => {
  it("goes to the push code's page (the demo investor's bank cards)", async () => {
    const { location } = renderRoute('/phone/totalMiddlePage?jumpType=PUSH&jumpCode=JP20240628001');
    expect(await screen.findByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
    expect(location()).toBe('/phone/bankCardList');
  });

  it('asks a visitor without a session to log in when the page needs it, and comes back', async () => {
    const start = '/phone/totalMiddlePage?jumpType=PUSH&jumpCode=JP20240628001';
    const { location } = renderRoute(start, { session: 'loggedOut' });
    await screen.findByRole('heading', { level: 1, name: '登录' });
    expect(new URL(location(), 'http://x').searchParams.get('redirect')).toBe(start);
  });

  it('explains an expired link (05170001) on abnormalReturn', async () => {
    const { location } = renderRoute('/phone/totalMiddlePage?jumpType=PUSH&jumpCode=JP20230101009');
    expect(await screen.findByRole('heading', { level: 2, name: '链接已失效' })).toBeInTheDocument();
    expect(location()).toBe('/phone/abnormalReturn?reason=expired');
  });

  it('explains a link without its code', async () => {
    renderRoute('/phone/totalMiddlePage?jumpCode=JP20240628001');
    expect(await screen.findByRole('heading', { level: 2, name: '链接不完整' })).toBeInTheDocument();
  });

  it.each(HOSTILE_TARGETS)('refuses a server answer naming %j', async (target, message) => {
    server.use(
      http.post(API('pageJumpRoute'), () => HttpResponse.json(envelope({ target, needLogin: false }))),
    );
    const { location } = renderRoute('/phone/totalMiddlePage?jumpType=BANNER&jumpCode=BN20240701002');
    expect(await screen.findByText('无法跳转')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(location()).toBe('/phone/totalMiddlePage?jumpType=BANNER&jumpCode=BN20240701002');
  });

  it('keeps the page with 重试 when the server fails, and goes on after a retry', async () => {
    setScenario({ outcome: 'http500', call: 'pageJumpRoute' });
    const { location } = renderRoute('/phone/totalMiddlePage?jumpType=QRCODE&jumpCode=QR20240615003');
    expect(await screen.findByText('暂时无法跳转', {}, { timeout: 15_000 })).toBeInTheDocument();
    clearScenario();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(location()).toBe('/phone/contactUs'), { timeout: 15_000 });
  });
});

describe('pkMiddlePage', () => {
  it("goes to a running campaign's page", async () => {
    const { location } = renderRoute('/phone/pkMiddlePage?activityCode=PK2024SUMMER');
    await waitFor(() => expect(location()).toBe('/phone/inforList'), { timeout: 15_000 });
  });

  it('says an ended campaign has ended (05170002), with the way home', async () => {
    const { location } = renderRoute('/phone/pkMiddlePage?activityCode=PK2023SPRING');
    expect(await screen.findByRole('heading', { level: 2, name: '活动已结束' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(location()).toBe('/phone/about'), { timeout: 15_000 });
  });

  it('refuses a malformed campaign code without asking the server', async () => {
    renderRoute(`/phone/pkMiddlePage?activityCode=${encodeURIComponent('<script>')}`);
    expect(await screen.findByRole('heading', { level: 2, name: '链接不完整' })).toBeInTheDocument();
  });
});
