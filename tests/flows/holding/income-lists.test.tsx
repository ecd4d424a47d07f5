import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { amountMaskStore } from '@/page-kit/amount-mask';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

afterEach(() => {
  act(() => amountMaskStore.set(false));
  localStorage.clear();
});

describe('position/profitTotalList (累计收益明细)', { timeout: 15_000 }, () => {
  it('the products’ income by class adds up to 累计收益, each opening where it is explained', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/position/profitTotalList');
    const head = await screen.findByRole('region', { name: '累计收益' });
    expect(within(head).getByText('+823,719.97')).toHaveClass('hd-signed-up');
    const fixed = screen.getByRole('region', { name: '固定收益类' });
    expect(within(fixed).getAllByRole('link')).toHaveLength(3);
    expect(within(fixed).getByText('清算中')).toBeInTheDocument();
    const equity = screen.getByRole('region', { name: '权益类' });
    expect(within(equity).getByText('持有收益')).toBeInTheDocument();
    expect(within(equity).getByText('+223,200.00')).toBeInTheDocument();
    const cash = screen.getByRole('region', { name: '现金管理类' });
    expect(within(cash).getByRole('link')).toHaveAttribute('href', '/phone/position/cashIncomeList');
    expect(screen.queryByRole('region', { name: '家族信托' })).toBeNull();
    const years = screen.getByRole('region', { name: '历年分配到账' });
    expect(within(years).getByRole('row', { name: /2023年/ })).toHaveTextContent('含本金 2,000,000.00');
    await user.click(within(fixed).getByRole('link', { name: /鑫享稳健1号/ }));
    await waitFor(() => expect(location()).toBe('/phone/orderIncome?productCode=XT2024001'));
  });

  it('the eye toggle hides every amount', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/position/profitTotalList');
    const head = await screen.findByRole('region', { name: '累计收益' });
    await user.click(within(head).getByRole('button'));
    expect(screen.queryByText('+823,719.97')).toBeNull();
    expect(screen.queryByText(/332,317\.81/)).toBeNull();
    expect(screen.getAllByLabelText('金额已隐藏').length).toBeGreaterThan(5);
  });

  it('a failure shows 加载失败 with 重试', async () => {
    setScenario({ outcome: 'http500', call: 'accumulatedIncomeList' });
    renderRoute('/phone/position/profitTotalList');
    expect(await screen.findByText('累计收益加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });
});

describe('position/fixedIncomeList (固定收益类明细)', { timeout: 15_000 }, () => {
  it('the fixed-income plans’ distributed income and the class’s years, cleared plans included', async () => {
    renderRoute('/phone/position/fixedIncomeList');
    const head = await screen.findByRole('region', { name: '固定收益类已分配收益' });
    expect(within(head).getByText('+537,736.99')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '权益类' })).toBeNull();
    const years = screen.getByRole('region', { name: '历年分配到账（含已清算）' });
    expect(within(years).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('link', { name: '查看全部分配记录' })).toHaveAttribute(
      'href',
      '/phone/orderIncome',
    );
  });
});

describe('position/cashIncomeList (现金管理类明细)', { timeout: 15_000 }, () => {
  it('the cash holding’s 累计收益 and its income day by day, newest first', async () => {
    renderRoute('/phone/position/cashIncomeList');
    const head = await screen.findByRole('region', { name: '现金管理类累计收益' });
    expect(within(head).getByText('华信现金宝1号现金管理信托计划')).toBeInTheDocument();
    expect(within(head).getByText('+62,782.98')).toBeInTheDocument();
    const latest = await screen.findByRole('article', { name: '2026-11-20 收益' });
    expect(within(latest).getByText('+29.06')).toHaveClass('hd-signed-up');
    expect(within(latest).getByText('万份收益 0.5812')).toBeInTheDocument();
    expect(within(latest).getByText('七日年化 2.14%')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('the warehouse updating (05060302) is said under the total, with 重试, no toast', async () => {
    setScenario({ outcome: 'status:05060302', call: 'edwCashIncomeList' });
    const { toasts } = renderRoute('/phone/position/cashIncomeList');
    expect(await screen.findByRole('region', { name: '现金管理类累计收益' })).toBeInTheDocument();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});
