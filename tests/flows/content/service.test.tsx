import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

describe('service / serviceHm', () => {
  it.each(['/phone/service', '/phone/serviceHm'])(
    '%s lists the six services with their actions',
    async (path) => {
      renderRoute(path);
      const list = within(await screen.findByRole('list', { name: '服务项目' }));
      expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        '专属财富顾问',
        '家族信托服务',
        '投研报告',
        '专家直播',
        '投资者教育',
        '客服热线',
      ]);
      expect(list.getByRole('link', { name: '拨打 400-820-8888' })).toHaveAttribute('href', 'tel:4008208888');
      expect(screen.getByRole('heading', { level: 1, name: '专属服务' })).toBeInTheDocument();
    },
  );

  it('an action leads to the page that serves it', async () => {
    const { location } = renderRoute('/phone/service');
    await userEvent.click(await screen.findByRole('link', { name: '进入财富课堂' }));
    await waitFor(() => expect(location()).toBe('/phone/inforList?category=WEALTH_CLASS'));
    expect(await screen.findByRole('tab', { name: '财富课堂' })).toHaveAttribute('aria-selected', 'true');
  });
});
