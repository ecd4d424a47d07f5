import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

const announcement = {
  articleId: 'AR202406300001',
  title: '关于2024年端午节假期暂停办理业务的公告',
  summary: '6月8日至6月10日暂停办理认购、赎回业务。',
  categoryCode: 'ANNOUNCEMENT',
  categoryName: '公告',
  publishDate: '2024-06-03',
  readCount: 812,
};

describe('publicity', () => {
  it('opens on the fee standard and keeps the tab in the address', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/publicity');
    expect(await screen.findByText('服务价格公示')).toBeInTheDocument();
    expect(screen.getByText('资产证明开具')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '消保公示' }));
    await waitFor(() => expect(location()).toBe('/phone/publicity?tab=protection'));
    expect(await screen.findByText('投诉渠道')).toBeInTheDocument();
    expect(screen.getByText(/12378/)).toBeInTheDocument();
  });

  it('lists the announcements of the CMS, each linking to its detail', async () => {
    let asked: unknown;
    server.use(
      http.post(API('getArticleList'), async ({ request }) => {
        asked = ((await request.json()) as { requestData: unknown }).requestData;
        return HttpResponse.json(envelope({ list: [announcement], total: 1, pageNum: 1, pageSize: 20 }));
      }),
    );
    renderRoute('/phone/publicity?tab=notice');
    const link = await screen.findByRole('link', { name: /端午节假期/ });
    expect(link).toHaveAttribute('href', '/phone/inforDetail?articleId=AR202406300001');
    expect(asked).toEqual({ pageNum: 1, pageSize: 20, categoryCode: 'ANNOUNCEMENT' });
  });

  it('says so when there is no announcement', async () => {
    server.use(
      http.post(API('getArticleList'), () =>
        HttpResponse.json(envelope({ list: [], total: 0, pageNum: 1, pageSize: 20 })),
      ),
    );
    renderRoute('/phone/publicity?tab=notice');
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
  });

  it('shows 加载失败 with 重试 when the announcements fail, the standing notices still there', async () => {
    const user = userEvent.setup();
    setScenario({ outcome: 'http500', call: 'getArticleList' });
    renderRoute('/phone/publicity?tab=notice');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '收费标准' }));
    expect(await screen.findByText('服务价格公示')).toBeInTheDocument();
  });
});
