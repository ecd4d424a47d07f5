import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const list = async (name: string) => within(await screen.findByRole('list', { name }, { timeout: 15_000 }));

describe('investProductList (可投产品)', { timeout: 20_000 }, () => {
  it('lists the products on sale with tags, risk, the big number and the status', async () => {
    renderRoute('/phone/investProductList');
    const items = (await list('可投产品')).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    const fixed = items.find((item) => item.textContent?.includes('鑫享稳健1号'))!;
    expect(fixed).toHaveTextContent('固定收益 · 36个月 · 100万起投');
    expect(fixed).toHaveTextContent('R3');
    expect(fixed).toHaveTextContent('5.40%–5.60%');
    expect(fixed).toHaveTextContent('业绩比较基准');
    expect(fixed).toHaveTextContent('募集中');
    const equity = items.find((item) => item.textContent?.includes('华信价值精选1号'))!;
    expect(equity).toHaveTextContent('1.1860');
    expect(equity).toHaveTextContent('单位净值（2026-11-20）');
    expect(within(equity).getByText('+23.60%')).toHaveClass('product-change-up');
    expect(within(equity).getByText('成立以来（累计净值）')).toBeInTheDocument();
    const cash = items.find((item) => item.textContent?.includes('华信现金宝1号'))!;
    expect(cash).toHaveTextContent('2.1350%');
    expect(cash).toHaveTextContent('30万起投');
    const preheat = items.find((item) => item.textContent?.includes('量化对冲3号'))!;
    expect(preheat).toHaveTextContent('预热中');
    expect(preheat).toHaveTextContent(/开售时间 \d{4}-\d{2}-\d{2} 09:00/);
    expect(items.find((item) => item.textContent?.includes('已售罄'))).toBeDefined();
  });

  it('a card leads to the detail; a product in preheat to its preview', async () => {
    const { location } = renderRoute('/phone/investProductList');
    const items = (await list('可投产品')).getAllByRole('listitem');
    const preheat = items.find((item) => item.textContent?.includes('量化对冲3号'))!;
    expect(within(preheat).getByRole('link')).toHaveAttribute(
      'href',
      '/phone/preheatDetail?productCode=JZ2023008',
    );
    const fixed = items.find((item) => item.textContent?.includes('鑫享稳健1号'))!;
    await userEvent.click(within(fixed).getByRole('link'));
    await waitFor(() => expect(location()).toBe('/phone/productDetail?productCode=XT2024001'));
  });

  it('a class tab lists that class and is kept in the address', async () => {
    const { location } = renderRoute('/phone/investProductList');
    await list('可投产品');
    await userEvent.click(screen.getByRole('tab', { name: '权益' }));
    const items = (await list('权益类产品')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(location()).toBe('/phone/investProductList?productClass=EQUITY');
  });

  it('shows 暂无在售产品 for a class with nothing on sale', async () => {
    renderRoute('/phone/investProductList?productClass=FAMILY');
    expect(await screen.findByText('暂无在售产品', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows 加载失败 with 重试, and recovers', async () => {
    setScenario({ outcome: 'http500', call: 'purchaseProductList', times: 1 });
    renderRoute('/phone/investProductList');
    expect(await screen.findByText('加载失败', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await list('可投产品')).getAllByRole('listitem')).toHaveLength(7);
  });

  it('an expired session (00000008) says so once, with 重新登录 instead of 重试', async () => {
    setScenario({ outcome: 'session-expired', call: 'purchaseProductList' });
    const { toasts, location } = renderRoute('/phone/investProductList');
    expect(
      await screen.findByText('登录已过期，请重新登录', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(toasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(location()).toBe('/phone/login?redirect=%2Fphone%2FinvestProductList'));
  });
});

describe('equity, cash, investmentList, investListHome', { timeout: 20_000 }, () => {
  it('equity lists the NAV products, cash the cash product', async () => {
    renderRoute('/phone/equity');
    expect((await list('权益类产品')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/净值随市场波动/)).toBeInTheDocument();
  });

  it('cash shows the 7日年化', async () => {
    renderRoute('/phone/cash');
    const items = (await list('现金管理类产品')).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('7日年化（2026-11-20）');
  });

  it('全部产品 filters by status group: 已结束 shows the matured and the liquidated plan', async () => {
    const { location } = renderRoute('/phone/investmentList');
    expect((await list('产品列表')).getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
    await userEvent.click(screen.getByText('已结束'));
    // The filtered answer replaces the list a moment after the tap: wait for it, not for a list.
    await waitFor(async () => {
      const items = (await list('产品列表')).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringContaining('已到期'),
        expect.stringContaining('已清算'),
      ]);
    });
    expect(location()).toBe('/phone/investmentList?status=ENDED');
  });

  it('我的投资: shortcuts, classes with counts, the first products on sale', async () => {
    renderRoute('/phone/investListHome');
    expect(await screen.findAllByText('3款在售', undefined, { timeout: 15_000 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /固定收益类/ })).toHaveAttribute(
      'href',
      '/phone/investProductList?productClass=FIXED',
    );
    expect(screen.getByRole('link', { name: /家族信托/ })).toHaveTextContent('1款产品');
    expect(screen.getByRole('link', { name: /我的持仓/ })).toHaveAttribute('href', '/phone/positionList');
    expect(screen.getByRole('link', { name: /我的订单/ })).toHaveAttribute('href', '/phone/myOrder');
    expect(await screen.findByText('华信量化对冲3号证券投资集合资金信托计划')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部' })).toHaveAttribute(
      'href',
      '/phone/investProductList',
    );
  });

  it('我的投资 keeps its shortcuts when the classes fail', async () => {
    setScenario({ outcome: 'http500', call: 'queryAppletProductType' });
    renderRoute('/phone/investListHome');
    expect(await screen.findByText('加载失败', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /开放日/ })).toBeInTheDocument();
  });

  it('needs a session: logged out, the lists go to login', async () => {
    const { location } = renderRoute('/phone/investProductList', { session: 'loggedOut' });
    await waitFor(() => expect(location()).toMatch(/^\/phone\/login\?redirect=/), { timeout: 15_000 });
  });
});
