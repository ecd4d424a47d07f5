import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

describe('incomeInformation', { timeout: 20_000 }, () => {
  it('shows a plan’s schedule by year: date, type, amount and card tail; paid and estimated apart', async () => {
    renderRoute('/phone/incomeInformation?productCode=XT2023008');
    const head = await screen.findByRole('region', { name: '收益概要' });
    expect(within(head).getByText('华信恒远3号集合资金信托计划')).toBeInTheDocument();
    const year2026 = screen.getByRole('region', { name: '2026年' });
    const rows = within(year2026).getAllByRole('listitem');
    // Paid quarterly on the 20th of Mar, Jun, Sep, Dec: three paid in 2026, December to come.
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent('2026-09-20');
    expect(rows[2]).toHaveTextContent('收益');
    expect(rows[2]).toHaveTextContent('13,610.96元');
    expect(rows[2]).toHaveTextContent('到账卡尾号5678');
    expect(rows[2]).toHaveTextContent('已到账');
    expect(rows[3]).toHaveTextContent('预计');
    expect(rows[3]).toHaveTextContent(/约[\d,]+\.\d\d元/);
    const last = screen.getByRole('region', { name: '2027年' });
    expect(within(last).getAllByRole('listitem').at(-1)).toHaveTextContent('本息');
    expect(screen.getByRole('region', { name: '产品要素' })).toHaveTextContent('招商银行（尾号5678）');
  });

  it('adds each year up in decimal and links to the paid records', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/incomeInformation?productCode=XT2023008');
    const year2026 = await screen.findByRole('region', { name: '2026年' });
    // 13,315.07 (Mar, 90 days) + 13,610.96 (Jun) + 13,610.96 (Sep) … as the mock pays them; Dec estimated.
    expect(within(year2026).getByText(/已到账 40,536\.99元 · 待分配 13,463\.01元/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /收益分配明细/ }));
    await waitFor(() => expect(location()).toBe('/phone/orderIncome?productCode=XT2023008'));
  });

  it('a plan in liquidation shows its last period pending', async () => {
    renderRoute('/phone/incomeInformation?productCode=XT2022011');
    const head = await screen.findByRole('region', { name: '收益概要' });
    expect(within(head).getByText('清算中')).toBeInTheDocument();
    expect(screen.getByText('清算中待分配')).toBeInTheDocument();
  });

  it('a NAV product has no schedule (05049011); a product not held says 未找到持仓 (05049010)', async () => {
    const { unmount, toasts } = renderRoute('/phone/incomeInformation?productCode=JZ2022003');
    expect(await screen.findByRole('heading', { name: '暂无分配计划' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    unmount();
    renderRoute('/phone/incomeInformation?productCode=XT2021009');
    expect(await screen.findByRole('heading', { name: '未找到持仓' })).toBeInTheDocument();
  });
});
