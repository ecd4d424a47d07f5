import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

const list = async (name: string) => within(await screen.findByRole('list', { name }));

describe('inforList / allInformation', () => {
  it('lists the news newest first with category, date and reads; a card opens the article', async () => {
    const { location } = renderRoute('/phone/inforList');
    const items = (await list('资讯列表')).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('华信信托荣获2024年度“卓越财富管理信托公司”奖');
    expect(items[0]).toHaveTextContent('公司动态');
    expect(items[0]).toHaveTextContent('2024-06-28');
    expect(items[0]).toHaveTextContent('3521阅读');
    expect(screen.queryByText('2024年二季度宏观与大类资产配置报告')).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('link'));
    expect(
      await screen.findByRole('heading', { level: 2, name: /卓越财富管理信托公司/ }),
    ).toBeInTheDocument();
    expect(location()).toBe('/phone/inforDetail?articleId=AR202406280012');
  });

  it('a tab lists its category and is kept in the address', async () => {
    const { location } = renderRoute('/phone/inforList');
    await list('资讯列表');
    await userEvent.click(screen.getByRole('tab', { name: '风险提示' }));
    const items = (await list('风险提示')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.textContent?.includes('风险提示'))).toBe(true);
    expect(location()).toBe('/phone/inforList?category=RISK_NOTICE');
  });

  it('opens on the tab named in the address; an unknown one falls back to 全部', async () => {
    renderRoute('/phone/inforList?category=WEALTH_CLASS');
    expect((await list('财富课堂')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('tab', { name: '财富课堂' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows 加载失败 with 重试 when the list fails, and recovers', async () => {
    setScenario({ outcome: 'http500', call: 'getArticleList', times: 1 });
    renderRoute('/phone/inforList?category=BOGUS');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await list('资讯列表')).getAllByRole('listitem')).toHaveLength(10);
  });

  it('shows 暂无资讯 for an empty category', async () => {
    server.use(
      http.post(API('getArticleList'), () =>
        HttpResponse.json(envelope({ list: [], total: 0, pageNum: 1, pageSize: 10 })),
      ),
    );
    renderRoute('/phone/inforList');
    expect(await screen.findByText('暂无资讯')).toBeInTheDocument();
  });

  it('allInformation leads to reports, live previews and services above the same tabs', async () => {
    renderRoute('/phone/allInformation');
    const entries = within(await screen.findByRole('navigation', { name: '资讯栏目' }));
    expect(entries.getByRole('link', { name: /研究报告/ })).toHaveAttribute('href', '/phone/reportManage');
    expect(entries.getByRole('link', { name: /直播预告/ })).toHaveAttribute(
      'href',
      '/phone/liveIntroduction',
    );
    expect(entries.getByRole('link', { name: /专属服务/ })).toHaveAttribute('href', '/phone/service');
    await waitFor(async () => expect((await list('资讯列表')).getAllByRole('listitem')).toHaveLength(10));
  });

  it('allInformation shows the latest three flashes, the important one marked', async () => {
    renderRoute('/phone/allInformation');
    const flashes = within(await screen.findByRole('region', { name: '华信快讯' }));
    const items = await flashes.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('07-10 09:20央行公告');
    expect(items[1]).toHaveClass('news-flash-important');
  });
});
