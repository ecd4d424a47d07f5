import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

// The first read of a test waits longer: the route's chunk loads first (slow on a loaded machine).
const LONG = { timeout: 15_000 };

describe('年度账单 (positionList?tab=REPORT)', { timeout: 60_000 }, () => {
  it('opens from 我的持仓, shows this year so far, and another year when chosen', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/positionList');
    await user.click(await screen.findByRole('link', { name: '年度账单' }, LONG));
    await waitFor(() => expect(location()).toBe('/phone/positionList?tab=REPORT'), LONG);
    const head = await screen.findByRole('region', { name: '2026年度账单' }, LONG);
    expect(within(head).getByText('统计至 2026-11-20，本年度尚未结束')).toBeInTheDocument();
    expect(within(head).getByText('124,306.85')).toBeInTheDocument();
    expect(within(head).getByText('4笔')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2024年' }));
    const year = await screen.findByRole('region', { name: '2024年度账单' }, LONG);
    expect(within(year).getByText('统计区间 2024-01-01 至 2024-12-31')).toBeInTheDocument();
    expect(within(year).getByText('3,000,000.00')).toBeInTheDocument();
    expect(within(year).getByText('约300.00万元')).toBeInTheDocument();
    expect(within(year).getByText('134,695.89')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: '产品明细' });
    expect(within(products).getByText('鑫享稳健1号集合资金信托计划')).toBeInTheDocument();
    expect(within(products).getByText('80,547.95')).toBeInTheDocument();
    expect(within(products).getByText('137,509.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '收益分配明细' })).toHaveAttribute(
      'href',
      '/phone/orderIncome?year=2024',
    );
  });

  it('says a year with nothing confirmed is empty, with the year chooser kept', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/positionList?tab=REPORT');
    await user.click(await screen.findByRole('button', { name: '2021年' }, LONG));
    await screen.findByRole('region', { name: '2021年度账单' }, LONG);
    // 2021: the cash plan was bought (an investment) but nothing was paid out yet.
    expect(screen.getByRole('button', { name: '2026年' })).toBeInTheDocument();
  });

  it('shows 年度账单加载失败 with 重试 when the read fails, and recovers', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    setScenario({ outcome: 'http500', call: 'personalAnnualReport', times: 1 });
    renderRoute('/phone/positionList?tab=REPORT');
    expect(await screen.findByText('年度账单加载失败', {}, LONG)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '2026年度账单' }, LONG)).toBeInTheDocument();
  });

  it('hides every amount with the eye toggle', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { toasts } = renderRoute('/phone/positionList?tab=REPORT');
    const head = await screen.findByRole('region', { name: '2026年度账单' }, LONG);
    // Opened by its address, the view's first read is the report's, not the list's (no refusal).
    expect(toasts()).toEqual([]);
    await user.click(within(head).getByRole('button', { name: /隐藏金额|显示金额/ }));
    expect(within(head).queryByText('124,306.85')).toBeNull();
    // The choice is the investor's for the session: shown again for the tests that follow.
    await user.click(within(head).getByRole('button', { name: /隐藏金额|显示金额/ }));
    expect(await within(head).findByText('124,306.85')).toBeInTheDocument();
  });
});

describe('转让中 on 我的持仓', { timeout: 60_000 }, () => {
  it('lists the transfer under way and opens its detail', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/positionList');
    const section = await screen.findByRole('region', { name: '转让中' }, LONG);
    expect(within(section).getByText('华信恒远3号集合资金信托计划')).toBeInTheDocument();
    expect(section).toHaveTextContent('500,000.00份 · 受让方 陈* · 已提交');
    await user.click(within(section).getByRole('link'));
    await waitFor(() => expect(location()).toBe('/phone/makeOverDetails?orderNo=TR202611080001'), LONG);
  });

  it('comes with the totals, never after them: nothing is pushed down when it answers', async () => {
    renderRoute('/phone/positionList');
    await screen.findByRole('region', { name: '资产总览' }, LONG);
    // In the same render as the totals: read beside them, not once they have drawn.
    expect(screen.getByRole('region', { name: '转让中' })).toBeInTheDocument();
  });

  it('a failed read leaves the holdings whole, without a message of its own', async () => {
    setScenario({ outcome: 'http500', call: 'edwTransferingBenefits' });
    renderRoute('/phone/positionList');
    await screen.findByRole('region', { name: '资产总览' }, LONG);
    expect(await screen.findByRole('tab', { name: /^全部/ }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '转让中' })).toBeNull();
    expect(screen.queryByText('加载失败')).toBeNull();
  });
});
