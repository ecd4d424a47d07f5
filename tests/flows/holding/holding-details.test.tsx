import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmAdditionalLot } from '@mocks/domains/order/testing';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const records = () => [...document.querySelectorAll('article.trade-record')] as HTMLElement[];

describe('holdingDetails', { timeout: 15_000 }, () => {
  it('shows a NAV holding valued at its NAV, its trades with the redemptions under way, and 赎回', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/holdingDetails?productCode=JZ2022003');
    const head = await screen.findByRole('region', { name: '持仓概况' });
    expect(within(head).getByText('华信价值精选1号证券投资集合资金信托计划')).toBeInTheDocument();
    expect(within(head).getByText('1,423,200.00')).toBeInTheDocument();
    expect(within(head).getByText('+223,200.00')).toHaveClass('hd-signed-up');
    const facts = screen.getByRole('region', { name: '持仓要素' });
    expect(within(facts).getByText('950,000.00')).toBeInTheDocument();
    expect(within(facts).getByText('招商银行 尾号5678')).toBeInTheDocument();
    await waitFor(() => expect(records()).toHaveLength(5));
    expect(within(records()[0]!).getByText('待签约')).toBeInTheDocument();
    expect(within(records()[1]!).getByText('待开放日确认')).toBeInTheDocument();
    expect(within(records()[3]!).getByText('净值 1.3820')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '转让' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '赎回' }));
    await waitFor(() => expect(location()).toBe('/phone/redeemOrder?productCode=JZ2022003'));
  });

  it('shows a fixed-income plan with its distributions and 转让, no 赎回', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/holdingDetails?productCode=XT2024001');
    const facts = await screen.findByRole('region', { name: '持仓要素' });
    expect(within(facts).getByText('5.60%')).toBeInTheDocument();
    expect(within(facts).getByText('每半年付息（6月20日、12月20日），到期还本')).toBeInTheDocument();
    expect(within(facts).getByText('中国工商银行 尾号0123')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: '收益分配明细' })).toHaveAttribute(
      'href',
      '/phone/orderIncome?productCode=XT2024001',
    );
    await user.click(screen.getByRole('tab', { name: '分配记录' }));
    await waitFor(() => expect(records()).toHaveLength(4));
    expect(within(records()[0]!).getByText('第4期 · 收益')).toBeInTheDocument();
    expect(within(records()[0]!).getByText('83,769.86')).toBeInTheDocument();
    expect(within(records()[0]!).getByText('计息 2025-12-20 至 2026-06-20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转让' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '赎回' })).toBeNull();
  });

  it('says a matured plan is being wound up', async () => {
    renderRoute('/phone/holdingDetails?productCode=XT2022011');
    expect(await screen.findByText('清算中')).toBeInTheDocument();
    expect(screen.getByText(/正在办理清算/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '转让' })).toBeNull();
  });

  it('a product not held: the server’s message (05060001) with 重试, and no toast', async () => {
    const { toasts } = renderRoute('/phone/holdingDetails?productCode=XT2024002');
    expect(await screen.findByText('未查询到该产品的持仓')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('without a product code says so', async () => {
    renderRoute('/phone/holdingDetails');
    expect(await screen.findByText('未找到该持仓')).toBeInTheDocument();
  });

  it('a failing trade list shows 加载失败 with 重试 under the facts', async () => {
    setScenario({ outcome: 'http500', call: 'productTradeRecord' });
    renderRoute('/phone/holdingDetails?productCode=JZ2022003');
    expect(await screen.findByRole('region', { name: '持仓要素' })).toBeInTheDocument();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
  });
});

describe('holdingDetails: 持仓明细 (edwCurrentHoldingDetails)', { timeout: 15_000 }, () => {
  const lotItems = (section: HTMLElement) => within(section).getAllByRole('listitem');

  it('shows the lot of a fixed-income plan with its value date, maturity and benchmark', async () => {
    renderRoute('/phone/holdingDetails?productCode=XT2024001');
    const section = await screen.findByRole('region', { name: '持仓明细' });
    await waitFor(() => expect(lotItems(section)).toHaveLength(1));
    const lot = lotItems(section)[0]!;
    expect(within(lot).getByText('认购')).toBeInTheDocument();
    expect(within(lot).getByText('确认日 2024-06-28')).toBeInTheDocument();
    expect(within(lot).getByText('3,000,000.00')).toBeInTheDocument();
    expect(within(lot).getByText('2027-06-28')).toBeInTheDocument();
    expect(within(lot).getByText('5.60%')).toBeInTheDocument();
  });

  it('lists a confirmed 追加 as a lot of its own, with its units and NAV, after the subscription', async () => {
    await confirmAdditionalLot('950000.00');
    renderRoute('/phone/holdingDetails?productCode=JZ2022003');
    const section = await screen.findByRole('region', { name: '持仓明细' });
    await waitFor(() => expect(lotItems(section)).toHaveLength(2));
    const [first, second] = lotItems(section) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('认购')).toBeInTheDocument();
    expect(within(first).getByText('确认日 2022-03-18')).toBeInTheDocument();
    expect(within(first).getByText('1.0000')).toBeInTheDocument();
    expect(within(second).getByText('追加')).toBeInTheDocument();
    expect(within(second).getByText('950,000.00')).toBeInTheDocument();
    expect(within(second).getByText('1,000,000.00')).toBeInTheDocument();
  });

  it('a failing lot list says so with 重试 under the facts, which stay', async () => {
    setScenario({ outcome: 'http500', call: 'edwCurrentHoldingDetails' });
    renderRoute('/phone/holdingDetails?productCode=XT2024001');
    const section = await screen.findByRole('region', { name: '持仓明细' });
    expect(await within(section).findByText('持仓明细加载失败')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '持仓要素' })).toBeInTheDocument();
  });
});

describe('historicalAssetDetails', { timeout: 15_000 }, () => {
  it('lists the cleared XT2021009 with 总收益, and opens it with its distributions and trades', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/historicalAssetDetails');
    const card = (await screen.findByText('鑫享稳健0号集合资金信托计划')).closest('a')!;
    expect(within(card).getByText('+248,000.00')).toBeInTheDocument();
    expect(within(card).getByText('6.20%')).toBeInTheDocument();
    expect(within(card).getByText('2021-09-15 至 2023-09-15')).toBeInTheDocument();
    await user.click(card);
    await waitFor(() => expect(location()).toBe('/phone/historicalAssetDetails?productCode=XT2021009'));
    const head = await screen.findByRole('region', { name: '历史资产概况' });
    expect(within(head).getAllByText('+248,000.00').length).toBeGreaterThan(0);
    await waitFor(() => expect(records()).toHaveLength(4));
    expect(within(records()[0]!).getByText('第4期 · 本息')).toBeInTheDocument();
    // The last period pays the principal with its income: 本息.
    expect(records()[0]).toHaveTextContent(/2,06\d,\d{3}\.\d{2}元/);
    await user.click(screen.getByRole('tab', { name: '交易记录' }));
    await waitFor(() => expect(records()).toHaveLength(1));
    expect(within(records()[0]!).getByText('认购')).toBeInTheDocument();
  });

  it('a product that is not a historical asset says so', async () => {
    renderRoute('/phone/historicalAssetDetails?productCode=XT2024001');
    expect(await screen.findByText('未找到该历史资产')).toBeInTheDocument();
  });
});
