import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine (8 helpers, 2 cores).
configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

describe('jumpRouterPage', () => {
  it("maps a route name to its page, keeping only that page's own parameters", async () => {
    const { location } = renderRoute(
      '/phone/jumpRouterPage?name=addOrEditBankCard&cardId=BC202406180001&target=https%3A%2F%2Fevil.example',
    );
    await waitFor(() => expect(location()).toBe('/phone/addOrEditBankCard?cardId=BC202406180001'), {
      timeout: 5000,
    });
  });

  it('drops a parameter its page would not accept', async () => {
    const { location } = renderRoute('/phone/jumpRouterPage?name=addOrEditBankCard&cardId=a%20b');
    await waitFor(() => expect(location()).toBe('/phone/addOrEditBankCard'), { timeout: 15_000 });
  });

  it.each(['noSuchPage', 'middlePage', 'jumpRouterPage', 'javascript:alert(1)', ''])(
    'explains that %j names no page',
    async (name) => {
      const start = `/phone/jumpRouterPage?name=${encodeURIComponent(name)}`;
      const { location } = renderRoute(start);
      expect(await screen.findByRole('heading', { level: 2, name: '链接不完整' })).toBeInTheDocument();
      expect(location()).toBe(start);
    },
  );
});

describe('abnormalReturn', () => {
  it('says why in fixed words per reason, never from the address', async () => {
    renderRoute('/phone/abnormalReturn?reason=ended&msg=%E8%AF%B7%E8%BD%AC%E8%B4%A6');
    expect(await screen.findByRole('heading', { level: 2, name: '活动已结束' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('请转账');
  });

  it('falls back to the general reason for an unknown one, with the hotline and the way home', async () => {
    const { location } = renderRoute('/phone/abnormalReturn?reason=%3Cb%3Ex%3C%2Fb%3E');
    expect(await screen.findByRole('heading', { level: 2, name: '页面暂时无法打开' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '致电客服 400-820-8888' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(location()).toBe('/phone/about'), { timeout: 15_000 });
  });
});
