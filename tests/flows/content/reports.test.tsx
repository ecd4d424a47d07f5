import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

describe('reportManage / reportDetail', () => {
  it('lists the research reports newest first; a report opens its detail', async () => {
    const { location } = renderRoute('/phone/reportManage');
    const items = within(await screen.findByRole('list', { name: '研究报告' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      '2024年二季度宏观与大类资产配置报告',
      '2024年一季度信托市场观察',
      '2023年度家族财富管理白皮书',
    ]);
    await userEvent.click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(location()).toBe('/phone/reportDetail?articleId=AR202407050001'));
    expect(await screen.findByText(/固定收益类资产打底/)).toBeInTheDocument();
  });

  it('shows the PDF’s name and size, and opens the viewer only on 阅读全文', async () => {
    renderRoute('/phone/reportDetail?articleId=AR202407050001');
    const file = await screen.findByRole('region', { name: '报告全文' });
    expect(file).toHaveTextContent('2024年二季度宏观与大类资产配置报告1.8 MB');
    expect(within(file).queryByRole('region', { name: '2024年二季度宏观与大类资产配置报告' })).toBeNull();
    await userEvent.click(within(file).getByRole('button', { name: '阅读全文' }));
    expect(
      await within(file).findByRole('region', { name: '2024年二季度宏观与大类资产配置报告' }),
    ).toBeInTheDocument();
    expect(within(file).queryByRole('button', { name: '阅读全文' })).toBeNull();
  });

  it('a withdrawn report says so and leads back to the reports', async () => {
    const { location } = renderRoute('/phone/reportDetail?articleId=AR209901010009');
    expect(await screen.findByText('该报告已下架')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看其他报告' }));
    await waitFor(() => expect(location()).toBe('/phone/reportManage'));
  });

  it('a failed list shows 加载失败 and 重试', async () => {
    setScenario({ outcome: 'http500', call: 'getArticleList' });
    renderRoute('/phone/reportManage');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
