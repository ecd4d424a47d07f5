import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cashSeriesOf, navSeriesOf } from '@mocks/domains/product/seed';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const T = { timeout: 15_000 };
const rows = () => within(screen.getByRole('list', { name: /历史/ })).getAllByRole('listitem');

describe('historyNetWorth', { timeout: 30_000 }, () => {
  it('a NAV product: newest first, 单位净值 / 累计净值 / 日涨跌 红涨绿跌, 20 a page', async () => {
    renderRoute('/phone/historyNetWorth?productCode=JZ2022003');
    expect(
      await screen.findByRole('heading', { name: '华信价值精选1号证券投资集合资金信托计划' }, T),
    ).toBeVisible();
    await screen.findByRole('list', { name: '历史净值' }, T);
    const items = rows();
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('日期2026-11-20单位净值1.1860累计净值1.2360日涨跌-0.74%');
    expect(within(items[0]!).getByText('-0.74%').parentElement).toHaveClass('product-change-down');
    expect(items[1]).toHaveTextContent('日期2026-11-19单位净值1.1952累计净值1.2452日涨跌+0.62%');
    expect(within(items[1]!).getByText('+0.62%').parentElement).toHaveClass('product-change-up');
    expect(screen.getByRole('link', { name: '净值走势' })).toHaveAttribute(
      'href',
      '/phone/brokenLinkOne?productCode=JZ2022003',
    );
  });

  it('a weekly NAV product lists its Friday valuations', async () => {
    const latest = navSeriesOf('JZ2021005').at(-1)!;
    renderRoute('/phone/historyNetWorth?productCode=JZ2021005');
    await screen.findByRole('list', { name: '历史净值' }, T);
    expect(rows()[0]).toHaveTextContent(
      `日期${latest.date}单位净值${latest.nav}累计净值${latest.accNav}日涨跌`,
    );
    expect(new Date(`${rows()[1]!.textContent!.slice(2, 12)}T00:00:00Z`).getUTCDay()).toBe(5);
  });

  it('a cash product: 历史收益 with 万份收益 and 7日年化', async () => {
    renderRoute('/phone/historyNetWorth?productCode=XJ2021001');
    await screen.findByRole('list', { name: '历史收益' }, T);
    await waitFor(() => expect(document.title).toContain('历史收益'));
    const latest = cashSeriesOf('XJ2021001').at(-1)!;
    expect(rows()[0]).toHaveTextContent(
      `日期${latest.date}万份收益（元）${latest.perTenThousand}7日年化${latest.sevenDayYield}%`,
    );
    expect(screen.getByRole('link', { name: '收益走势' })).toHaveAttribute(
      'href',
      '/phone/cashBrokenLine?productCode=XJ2021001',
    );
  });

  it('a product without valuations (fixed income) shows the empty state', async () => {
    renderRoute('/phone/historyNetWorth?productCode=XT2024001');
    expect(await screen.findByText('暂无净值数据', undefined, T)).toBeInTheDocument();
  });

  it('an unknown product (05030001) says so, without a toast', async () => {
    const { toasts } = renderRoute('/phone/historyNetWorth?productCode=XT1999999');
    expect(await screen.findByText('产品不存在或已下架', undefined, T)).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a failed first page shows 加载失败 with 重试, and recovers', async () => {
    setScenario({ outcome: 'http500', call: 'productHistoryNetWorthList', times: 1 });
    renderRoute('/phone/historyNetWorth?productCode=JZ2022003');
    expect(await screen.findByText('加载失败', undefined, T)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    await screen.findByRole('list', { name: '历史净值' }, T);
    expect(rows()).toHaveLength(20);
  });
});
