import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Big from 'big.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashSeriesOf, navSeriesOf } from '@mocks/domains/product/seed';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { monthsBefore } from '@/page-kit/trend-chart';
import { renderRoute } from '@tests/support/render-route';

// uPlot needs a real canvas (Chromium draws it in the journey); here the chart reports its lines.
vi.mock('@/page-kit/trend-chart/uplot-chart', () => ({
  default: ({ dates, lines }: { dates: unknown[]; lines: { label: string }[] }) => (
    <div data-testid="uplot">
      {lines.map((line) => line.label).join('+')} {dates.length} points
    </div>
  ),
}));

setupMockApi();

afterEach(() => document.documentElement.removeAttribute('data-elderly'));

const T = { timeout: 15_000 };
const summary = (label: RegExp) => screen.getByText(label).closest('div')?.querySelector('dd');

describe('brokenLinkOne (净值走势)', { timeout: 30_000 }, () => {
  it('shows the latest NAV, returns against the benchmark by range, 红涨绿跌, and links to the history', async () => {
    renderRoute('/phone/brokenLinkOne?productCode=JZ2022003');
    expect(
      await screen.findByRole('heading', { name: '华信价值精选1号证券投资集合资金信托计划' }, T),
    ).toBeVisible();
    expect(document.title).toContain('净值走势');
    expect(screen.getByText('成立日 2022-03-18 · 业绩比较基准 沪深300指数')).toBeInTheDocument();
    const head = screen.getByRole('region', { name: '最新净值' });
    expect(within(head).getByText('1.1860')).toBeInTheDocument();
    expect(within(head).getByText('1.2360')).toBeInTheDocument();
    expect(within(head).getByText('2026-11-20')).toBeInTheDocument();
    expect(await screen.findByTestId('uplot', undefined, T)).toBeInTheDocument();

    // 成立以来: the accumulated NAV from 1.0000 at establishment to 1.2360 is +23.60 %, red.
    await userEvent.click(screen.getByRole('button', { name: '成立以来' }));
    const since = summary(/^本产品成立以来$/);
    expect(since).toHaveTextContent('+23.60%');
    expect(since).toHaveClass('trend-up');
    expect(screen.getByTestId('uplot')).toHaveTextContent(`${navSeriesOf('JZ2022003').length} points`);
    expect(summary(/^沪深300指数成立以来$/)).toHaveTextContent(/^[+-]\d+\.\d{2}%$/);

    // 近1月 counts from the last valuation on or before 2026-10-20.
    await userEvent.click(screen.getByRole('button', { name: '近1月' }));
    const series = navSeriesOf('JZ2022003');
    const base = [...series].reverse().find((p) => p.date <= '2026-10-20');
    const expected = new Big('1.2360').minus(base!.accNav).div(base!.accNav).times(100);
    expect(summary(/^本产品近1月$/)).toHaveTextContent(
      `${expected.gt(0) ? '+' : '-'}${expected.abs().toFixed(2)}%`,
    );
    expect(screen.getByRole('link', { name: '历史数据' })).toHaveAttribute(
      'href',
      '/phone/historyNetWorth?productCode=JZ2022003',
    );
    expect(screen.getByRole('link', { name: '产品详情' })).toHaveAttribute(
      'href',
      '/phone/productDetail?productCode=JZ2022003',
    );
  });

  it('elderly mode starts on the table, newest day first', async () => {
    document.documentElement.setAttribute('data-elderly', '');
    renderRoute('/phone/brokenLinkOne?productCode=JZ2022003');
    const table = await screen.findByRole('table', undefined, T);
    expect(screen.queryByTestId('uplot')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '表格' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^2026-11-201\.18601\.2360/);
  });

  it('a product without a NAV (fixed income) says so', async () => {
    renderRoute('/phone/brokenLinkOne?productCode=XT2024001');
    expect(await screen.findByText('暂无净值数据', undefined, T)).toBeInTheDocument();
  });

  it('an unknown product (05030001) says 产品不存在或已下架 with the way to the list', async () => {
    renderRoute('/phone/brokenLinkOne?productCode=XT1999999');
    expect(await screen.findByText('产品不存在或已下架', undefined, T)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看在售产品' })).toHaveAttribute(
      'href',
      '/phone/investProductList',
    );
  });

  it('without a product code it reads nothing and says so', async () => {
    const { toasts } = renderRoute('/phone/brokenLinkOne');
    expect(await screen.findByText('产品不存在或已下架', undefined, T)).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a failed read shows 加载失败 with 重试, and recovers', async () => {
    setScenario({ outcome: 'http500', call: 'worthTrendByProductId', times: 1 });
    renderRoute('/phone/brokenLinkOne?productCode=JZ2022003');
    expect(await screen.findByText('加载失败', undefined, T)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    const head = await screen.findByRole('region', { name: '最新净值' }, T);
    expect(within(head).getByText('1.1860')).toBeInTheDocument();
  });
});

describe('cashBrokenLine (收益走势)', { timeout: 30_000 }, () => {
  it('shows 7日年化 and 万份收益, the month’s income per 10,000 units, and both as a table', async () => {
    renderRoute('/phone/cashBrokenLine?productCode=XJ2021001');
    const head = await screen.findByRole('region', { name: '最新收益' }, T);
    expect(within(head).getByText('2.1350%')).toBeInTheDocument();
    expect(within(head).getByText('0.5812')).toBeInTheDocument();
    expect(document.title).toContain('收益走势');

    const series = cashSeriesOf('XJ2021001');
    const month = series.filter((p) => p.date > monthsBefore('2026-11-20', 1));
    const income = month.reduce((sum, p) => sum.plus(p.perTenThousand), new Big(0)).toFixed(4);
    expect(summary(/^近1月每万份收益$/)).toHaveTextContent(`${income}元`);
    const meanYield = month
      .reduce((sum, p) => sum.plus(p.sevenDayYield), new Big(0))
      .div(month.length)
      .toFixed(4);
    expect(summary(/^近1月平均7日年化$/)).toHaveTextContent(`${meanYield}%`);
    // The kit's TrendChart in level mode: one line at a time, drawn as sent.
    expect(await screen.findByTestId('uplot', undefined, T)).toHaveTextContent(
      `7日年化 ${month.length} points`,
    );

    await userEvent.click(screen.getByRole('button', { name: '万份收益' }));
    expect(screen.getByTestId('uplot')).toHaveTextContent(`万份收益 ${month.length} points`);

    await userEvent.click(screen.getByRole('button', { name: '表格' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(month.length + 1);
    expect(rows[1]).toHaveTextContent('2026-11-202.1350%0.5812元');
    // The metric switch belongs to the chart: the table shows both.
    expect(screen.queryByRole('button', { name: '万份收益' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '成立以来' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(series.length + 1);
  });
});

describe('the public charts (no session)', { timeout: 30_000 }, () => {
  it('brokenLinkOnePublic opens logged out and offers the detail behind a login', async () => {
    const { location } = renderRoute('/phone/brokenLinkOnePublic?productCode=JZ2022003', {
      session: 'loggedOut',
    });
    const head = await screen.findByRole('region', { name: '最新净值' }, T);
    expect(within(head).getByText('1.1860')).toBeInTheDocument();
    expect(location()).toBe('/phone/brokenLinkOnePublic?productCode=JZ2022003');
    expect(screen.getByRole('link', { name: '登录查看产品详情' })).toHaveAttribute(
      'href',
      '/phone/productDetail?productCode=JZ2022003',
    );
    expect(screen.queryByRole('link', { name: '历史数据' })).not.toBeInTheDocument();
  });

  it('cashBrokenLinePublic opens logged out', async () => {
    renderRoute('/phone/cashBrokenLinePublic?productCode=XJ2021001', { session: 'loggedOut' });
    const head = await screen.findByRole('region', { name: '最新收益' }, T);
    expect(within(head).getByText('2.1350%')).toBeInTheDocument();
  });

  it('a product whose NAV is not published (05030004) says so, without a toast', async () => {
    const { toasts } = renderRoute('/phone/brokenLinkOnePublic?productCode=XT2024001', {
      session: 'loggedOut',
    });
    expect(await screen.findByText('该产品暂未公开净值', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual([]));
    expect(screen.queryByRole('link', { name: '查看在售产品' })).not.toBeInTheDocument();
  });
});
