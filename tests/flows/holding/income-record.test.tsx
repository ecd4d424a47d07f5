import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const records = () => screen.queryAllByRole('article');

describe('orderIncome (收益分配明细)', { timeout: 15_000 }, () => {
  it('one product: its total, the years, every distribution with type, amount and card', async () => {
    renderRoute('/phone/orderIncome?productCode=XT2024001');
    const head = await screen.findByRole('region', { name: '分配到账概况' });
    expect(within(head).getByText('鑫享稳健1号集合资金信托计划')).toBeInTheDocument();
    // 80,547.95 + 83,769.86 + 84,230.14 + 83,769.86
    expect(within(head).getByText('332,317.81')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2026年' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2024年' })).toBeInTheDocument();
    await waitFor(() => expect(records()).toHaveLength(4));
    const latest = records()[0]!;
    expect(within(latest).getByText('第4期 · 收益')).toBeInTheDocument();
    expect(within(latest).getByText('83,769.86')).toBeInTheDocument();
    expect(within(latest).getByText('到账 中国工商银行 尾号0123')).toBeInTheDocument();
  });

  it('a year chip narrows the list and says that year’s total, kept in the address', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/orderIncome');
    await screen.findByRole('region', { name: '分配到账概况' });
    await waitFor(() => expect(records().length).toBe(10));
    await user.click(screen.getByRole('button', { name: '2026年' }));
    await waitFor(() => expect(location()).toBe('/phone/orderIncome?year=2026'));
    await waitFor(() => expect(records()).toHaveLength(4));
    const line = screen.getByLabelText('2026年合计');
    expect(line).toHaveTextContent('2026年到账 4 笔，合计 124,306.85元');
    // Every product: the product is named on each row.
    expect(within(records()[0]!).getByText('华信恒远3号集合资金信托计划')).toBeInTheDocument();
  });

  it('a year with principal back says so (the cleared plan’s 本息)', async () => {
    renderRoute('/phone/orderIncome?productCode=XT2021009&year=2023');
    const line = await screen.findByLabelText('2023年合计');
    expect(line).toHaveTextContent('本金 2,000,000.00元');
    await waitFor(() => expect(records().length).toBeGreaterThan(0));
    expect(within(records()[0]!).getByText('第4期 · 本息')).toBeInTheDocument();
  });

  it('a product never held: the server’s message (05060304) with 重试, no toast', async () => {
    const { toasts } = renderRoute('/phone/orderIncome?productCode=XT2024002');
    expect(await screen.findByText('未查询到该产品的收益记录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a failing list shows 加载失败 with 重试 under the totals', async () => {
    setScenario({ outcome: 'http500', call: 'orderIncomeRecord' });
    renderRoute('/phone/orderIncome');
    expect(await screen.findByRole('region', { name: '分配到账概况' })).toBeInTheDocument();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
  });
});
