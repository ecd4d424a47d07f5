import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

describe('contactUs', () => {
  it('dials the hotline with one tap and lists address, hours, e-mail and WeCom', async () => {
    renderRoute('/phone/contactUs', { session: 'loggedOut' });
    expect(await screen.findByRole('link', { name: '立即拨打' })).toHaveAttribute('href', 'tel:4008208888');
    expect(screen.getByRole('link', { name: '400-820-8888' })).toHaveAttribute('href', 'tel:4008208888');
    expect(screen.getByText('上海市浦东新区陆家嘴环路1000号华信大厦28层')).toBeInTheDocument();
    expect(screen.getByText('工作日 9:00–11:30，13:30–17:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'service@huaxintrust.com.cn' })).toHaveAttribute(
      'href',
      'mailto:service@huaxintrust.com.cn',
    );
    expect(screen.getByText('华信信托财富服务')).toBeInTheDocument();
  });
});

describe('teamIntroduction', () => {
  it('shows the board and the management team', async () => {
    renderRoute('/phone/teamIntroduction');
    expect(await screen.findByRole('heading', { name: '董事会' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /王建国\s*党委书记、董事长/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });
});

describe('404', () => {
  it('explains and goes back to the landing page', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/404');
    expect(await screen.findByText(/您访问的页面可能已下线/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(location()).toBe('/phone/about'));
  });
});
