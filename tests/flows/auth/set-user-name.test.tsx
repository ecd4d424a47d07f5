import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('setUserName', () => {
  it('changes the login name and shows it on personInfo', async () => {
    const u = user();
    const { location, toasts } = renderRoute('/phone/setUserName');
    expect(await screen.findByText('zhangwei_1978')).toBeInTheDocument();
    const field = screen.getByLabelText('新用户名');
    await u.clear(field);
    await u.type(field, 'zw_pudong88');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/phone/personInfo'));
    expect(toasts()).toContain('设置成功');
    const states = await screen.findByRole('region', { name: '账户与投资者信息' });
    await waitFor(() =>
      expect(within(states).getByRole('link', { name: /用户名/ })).toHaveTextContent('zw_pudong88'),
    );
  }, 30_000);

  it('says a taken name under the field, without a toast', async () => {
    const u = user();
    const { toasts, location } = renderRoute('/phone/setUserName');
    const field = await screen.findByLabelText('新用户名');
    await u.clear(field);
    await u.type(field, 'ZhangWei');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该用户名已被使用，请换一个')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(toasts()).toEqual([]);
    expect(location()).toBe('/phone/setUserName');
  }, 30_000);

  it('checks the form before sending: a name starting with a digit', async () => {
    const u = user();
    renderRoute('/phone/setUserName');
    const field = await screen.findByLabelText('新用户名');
    await u.clear(field);
    await u.type(field, '9zhang');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('用户名须以字母开头，由4至20位字母、数字或下划线组成'),
    ).toBeInTheDocument();
  }, 30_000);
});
