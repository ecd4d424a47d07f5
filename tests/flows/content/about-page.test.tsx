import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { yearsSinceFounding } from '@mocks/domains/content/about-seed';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

describe('about (the landing page)', () => {
  // The first test of the file pays the lazy page's first transform: on a loaded machine > 5 s.
  it(
    'shows the banners, the company profile, the entries and the hotline, logged out too',
    { timeout: 20_000 },
    async () => {
      renderRoute('/phone/about', { session: 'loggedOut' });
      expect(
        await screen.findByText(`${yearsSinceFounding()} 受人之托 代人理财`, {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText('家族信托 传承有道')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '华信信托股份有限公司' })).toBeInTheDocument();
      expect(screen.getByText('80亿元')).toBeInTheDocument();
      expect(screen.getByText(/K0012H231000001/)).toBeInTheDocument();
      const entries = within(screen.getByRole('navigation', { name: '常用功能' })).getAllByRole('link');
      expect(entries.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['产信托产品', '/phone/investProductList'],
        ['持我的持仓', '/phone/positionList'],
        ['订我的订单', '/phone/myOrder'],
        ['助帮助中心', '/phone/help'],
        ['联联系我们', '/phone/contactUs'],
        ['公信息公示', '/phone/publicity'],
      ]);
      expect(screen.getByRole('link', { name: /客服热线\s*400-820-8888/ })).toHaveAttribute(
        'href',
        'tel:4008208888',
      );
    },
  );

  it('opens an allowed banner link in the app', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/about');
    await user.click(await screen.findByRole('button', { name: /警惕非法集资/ }));
    await waitFor(() => expect(location()).toBe('/phone/publicity'));
  });

  it('makes a banner without a link no button', async () => {
    renderRoute('/phone/about');
    expect(await screen.findByText(`${yearsSinceFounding()} 受人之托 代人理财`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(yearsSinceFounding()) })).toBeNull();
  });

  it('refuses an off-list banner link when tapped, with the allow-list’s message, and stays', async () => {
    const hostile = {
      bannerId: 'X1',
      title: '点我领奖',
      subtitle: '',
      tone: 'GOLD',
      linkUrl: 'javascript:alert(1)',
    };
    server.use(http.post(API('bannerList'), () => HttpResponse.json(envelope([hostile]))));
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/about');
    await user.click(await screen.findByRole('button', { name: /点我领奖/ }));
    expect(await screen.findByText('不支持该类型的跳转地址')).toBeInTheDocument();
    expect(location()).toBe('/phone/about');
  });

  it('paints the profile while the banners are still on their way, in a box of the final size', async () => {
    setScenario({ outcome: 'timeout', call: 'bannerList' });
    renderRoute('/phone/about');
    expect(await screen.findByRole('heading', { name: '华信信托股份有限公司' })).toBeInTheDocument();
    expect(screen.getByTestId('about-banner-skeleton')).toHaveClass('about-banner-slide');
  });

  it('falls back to the brand banner when bannerList fails, without an error on the landing page', async () => {
    setScenario({ outcome: 'http500', call: 'bannerList' });
    renderRoute('/phone/about');
    expect(await screen.findByText('受人之托 代人理财')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).toBeNull();
    expect(screen.getByRole('heading', { name: '华信信托股份有限公司' })).toBeInTheDocument();
  });

  it('is where an unknown path lands', async () => {
    const { location } = renderRoute('/phone/noSuchPage');
    expect(await screen.findByRole('heading', { name: '华信信托股份有限公司' })).toBeInTheDocument();
    expect(location()).toMatch(/^\/phone\/about/);
  });
});
