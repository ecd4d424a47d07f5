import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const rows = () => screen.queryAllByRole('link', { name: /^(认购|追加|赎回|转让|受让|分红) / });

describe('transaction (交易记录)', () => {
  it('lists every trade across products, newest first, each opening its detail', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/transaction');
    await waitFor(() => expect(rows().length).toBe(10));
    expect(rows()[0]).toHaveAccessibleName(/^赎回 华信价值精选1号证券投资集合资金信托计划 待签约/);
    const subscription = screen.getByRole('link', {
      name: /^认购 鑫享稳健1号集合资金信托计划 已确认 2024-06-18 09:30/,
    });
    expect(within(subscription).getByText('3,000,000.00')).toBeInTheDocument();
    await user.click(subscription);
    await waitFor(() => expect(location()).toBe('/phone/transactionDetails?tradeNo=TR20240618000061'));
  });

  it('filters by type and period, kept in the address; an empty filter says so', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/transaction');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click(
      within(screen.getByRole('group', { name: '交易类型' })).getByRole('button', { name: '赎回' }),
    );
    await waitFor(() => expect(location()).toBe('/phone/transaction?type=REDEEM&period=ALL'));
    // The previous list stays on screen until the filtered page arrives: wait for the filtered rows.
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(3);
      expect(rows().every((row) => row.textContent?.startsWith('赎回'))).toBe(true);
    });
    expect(screen.getByRole('button', { name: '赎回' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '追加' }));
    await user.click(screen.getByRole('button', { name: '近1个月' }));
    await waitFor(() => expect(location()).toBe('/phone/transaction?type=ADDITIONAL&period=ONE_MONTH'));
    expect(await screen.findByText('没有符合条件的交易')).toBeInTheDocument();
  });

  it('the warehouse updating (05060302) is said in place with 重试, no toast', async () => {
    setScenario({ outcome: 'status:05060302', call: 'edwWaterBills', times: 1 });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { toasts } = renderRoute('/phone/transaction');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(rows().length).toBe(10));
  });
});

describe('transactionDetails (交易详情)', () => {
  it('a confirmed redemption: proceeds, units, NAV, fee, card and its finished progress', async () => {
    renderRoute('/phone/transactionDetails?tradeNo=TR20240613000087');
    const head = await screen.findByRole('region', { name: '交易概况' });
    expect(within(head).getByText('赎回')).toBeInTheDocument();
    expect(within(head).getByText('已确认')).toBeInTheDocument();
    expect(within(head).getByText('到账金额(元)')).toBeInTheDocument();
    expect(within(head).getByText('137,509.00')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: '交易信息' });
    expect(within(facts).getByText('1.3820')).toBeInTheDocument();
    expect(within(facts).getByText('691.00')).toBeInTheDocument();
    expect(within(facts).getByText('招商银行 尾号5678')).toBeInTheDocument();
    const progress = screen.getByRole('region', { name: '交易进度' });
    expect(within(progress).getByText('2024-06-17 · 按单位净值 1.3820 确认')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看持仓' })).toHaveAttribute(
      'href',
      '/phone/holdingDetails?productCode=JZ2022003',
    );
  });

  it('a redemption under way: the step it waits for, 以确认结果为准, and its order', async () => {
    renderRoute('/phone/transactionDetails?tradeNo=RD202611190001');
    const head = await screen.findByRole('region', { name: '交易概况' });
    expect(within(head).getByText('待签约')).toBeInTheDocument();
    expect(within(head).getByText('200,000.00')).toBeInTheDocument();
    expect(within(head).getByText(/以确认结果为准/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RD202611190001' })).toHaveAttribute(
      'href',
      '/phone/productOrderDetails?orderNo=RD202611190001',
    );
    const progress = screen.getByRole('region', { name: '交易进度' });
    expect(within(progress).getByText('资金到账')).toBeInTheDocument();
  });

  it('a cleared product’s trade leads to 历史资产', async () => {
    renderRoute('/phone/transactionDetails?tradeNo=TR20210901000108');
    expect(await screen.findByRole('link', { name: '历史资产' })).toHaveAttribute(
      'href',
      '/phone/historicalAssetDetails?productCode=XT2021009',
    );
    expect(screen.queryByRole('link', { name: '查看持仓' })).toBeNull();
  });

  it('an unknown trade: the server’s message (05060303) with 重试, no toast', async () => {
    const { toasts } = renderRoute('/phone/transactionDetails?tradeNo=TR00000000000000');
    expect(await screen.findByText('未查询到该笔交易')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('without a trade number says so and links to the record', async () => {
    renderRoute('/phone/transactionDetails');
    expect(await screen.findByText('未找到该笔交易')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看交易记录' })).toHaveAttribute('href', '/phone/transaction');
  });
});
