import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

describe('财富早报 (allInformation ?paper / ?papers)', () => {
  it('the hub shows today’s issue; it opens in full with the indices 红涨绿跌 and the sections', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/allInformation');
    const latest = within(await screen.findByRole('region', { name: '财富早报' }));
    const issue = await latest.findByRole('link', { name: /华信财富早报 \| 7月10日/ });
    expect(issue).toHaveTextContent('央行开展1000亿元逆回购操作');
    await user.click(issue);
    expect(location()).toBe('/phone/allInformation?paper=MP20240710');

    const indices = within(await screen.findByRole('list', { name: '主要指数收盘' }));
    const [shanghai, , chinext] = indices.getAllByRole('listitem');
    expect(shanghai).toHaveTextContent('上证指数2959.37上涨+0.38%');
    expect(shanghai).toHaveClass('change-up');
    expect(chinext).toHaveTextContent('创业板指1681.04下跌-0.15%');
    expect(chinext).toHaveClass('change-down');
    expect(screen.getByRole('heading', { name: '宏观要闻' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '华信信托客服热线系统升级' })).toBeInTheDocument();
    expect(screen.getByText(/不构成任何投资建议/)).toBeInTheDocument();
    expect(document.title).toBe('财富早报');
  });

  it('往期早报 lists every issue newest first', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/allInformation');
    await user.click(await screen.findByRole('link', { name: '往期早报' }));
    expect(location()).toBe('/phone/allInformation?papers=1');
    const list = within(await screen.findByRole('list', { name: '往期早报' }));
    await waitFor(() => expect(list.getAllByRole('link')).toHaveLength(3));
    expect(list.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/phone/allInformation?paper=MP20240710',
      '/phone/allInformation?paper=MP20240709',
      '/phone/allInformation?paper=MP20240708',
    ]);
  });

  it('an issue taken down (05100311) says so and leads to the past issues', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/allInformation?paper=MP19990101');
    expect(await screen.findByText('该期早报已下线')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看往期早报' }));
    expect(location()).toBe('/phone/allInformation?papers=1');
  });

  it('a failed issue shows 加载失败 with 重试 and recovers', async () => {
    setScenario({ outcome: 'http500', call: 'morningPaperDetail', times: 1 });
    renderRoute('/phone/allInformation?paper=MP20240709');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '华信财富早报 | 7月9日' })).toBeInTheDocument();
  });

  it('the hub says 暂无早报 when there is none yet', async () => {
    server.use(
      http.post(API('morningPaperList'), () =>
        HttpResponse.json(envelope({ list: [], total: 0, pageNum: 1, pageSize: 1 })),
      ),
    );
    renderRoute('/phone/allInformation');
    const latest = within(await screen.findByRole('region', { name: '财富早报' }));
    expect(await latest.findByText('暂无早报')).toBeInTheDocument();
  });
});
