import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const LONG = { timeout: 10_000 };

describe('inforList: article search (findArticleList)', { timeout: 30_000 }, () => {
  it('finds the articles holding the keyword across categories, marked, kept in the address', async () => {
    const user = userEvent.setup();
    const { location, router } = renderRoute('/phone/inforList');
    await screen.findByRole('list', { name: '资讯列表' }, LONG);
    await user.type(screen.getByRole('searchbox'), '家族');
    // On a slow machine each keystroke may settle on its own: the list of 家族 is the last one.
    await waitFor(() => expect(location()).toBe(`/phone/inforList?keyword=${encodeURIComponent('家族')}`));
    const results = await screen.findByRole('list', { name: '搜索结果' }, LONG);
    const items = within(results).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(2);
    // A research report is found too, though the 全部 tab lists news only.
    expect(within(results).getByRole('link', { name: /年度家族财富管理白皮书/ })).toBeInTheDocument();
    for (const item of items) expect(item.querySelector('mark.news-mark')).toHaveTextContent('家族');
    expect(screen.queryByRole('tab', { name: '风险提示' })).toBeNull();
    await user.click(within(results).getByRole('link', { name: /财富传承的法律安排/ }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/inforDetail\?articleId=/));
    await router.navigate(-1);
    expect(await screen.findByRole('list', { name: '搜索结果' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('家族');
  });

  it('says so when nothing holds the keyword; clearing the box brings the tabs back', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(`/phone/inforList?keyword=${encodeURIComponent('无此内容')}`);
    expect(await screen.findByText('未找到相关资讯', {}, LONG)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    expect(await screen.findByRole('list', { name: '资讯列表' }, LONG)).toBeInTheDocument();
    expect(location()).toBe('/phone/inforList');
  });

  it('a failed search shows 加载失败 with 重试', async () => {
    setScenario({ outcome: 'http500', call: 'findArticleList' });
    renderRoute(`/phone/inforList?keyword=${encodeURIComponent('信托')}`);
    expect(await screen.findByText('加载失败', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });
});

describe('allInformation: the same search above the hub', { timeout: 30_000 }, () => {
  it('replaces the hub with the results while a keyword is set, and brings it back when cleared', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/allInformation?category=WEALTH_CLASS');
    await screen.findByRole('list', { name: '财富课堂' }, LONG);
    await user.type(screen.getByRole('searchbox'), '家族');
    await waitFor(() =>
      expect(location()).toBe(
        `/phone/allInformation?category=WEALTH_CLASS&keyword=${encodeURIComponent('家族')}`,
      ),
    );
    const results = await screen.findByRole('list', { name: '搜索结果' }, LONG);
    expect(within(results).getByRole('link', { name: /年度家族财富管理白皮书/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '财富课堂' })).toBeNull();
    expect(screen.queryByRole('tab', { name: '风险提示' })).toBeNull();
    await user.clear(screen.getByRole('searchbox'));
    expect(await screen.findByRole('list', { name: '财富课堂' }, LONG)).toBeInTheDocument();
    expect(location()).toBe('/phone/allInformation?category=WEALTH_CLASS');
  });
});
