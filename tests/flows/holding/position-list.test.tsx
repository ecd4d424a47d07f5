import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Big from 'big.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Holding } from '@gen/model/holding';
import type { HoldingPage } from '@gen/model/holdingPage';
import { seedManyHoldings } from '@mocks/domains/holding/many-holdings';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { setAppBridge } from '@/bridge/app-bridge';
import type { NativeBridge } from '@/bridge/native-bridge';
import { amountMaskStore, formatDecimal } from '@/page-kit/amount-mask';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

afterEach(() => {
  act(() => amountMaskStore.set(false));
  localStorage.clear();
});

/** Every holding the mock serves, page by page (the page itself loads only what is shown). */
async function everyHolding(): Promise<Holding[]> {
  const rows: Holding[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await callData<HoldingPage>('holdingClassificationList', { pageNum, pageSize: 50 });
    rows.push(...page.list);
    if (pageNum * page.pageSize >= page.total) return rows;
  }
}
const decimalSum = (rows: Holding[], key: 'marketValue' | 'accumulatedIncome') =>
  formatDecimal(rows.reduce((sum, row) => sum.plus(row[key]), new Big(0)).toFixed(2));

const cards = () => [...document.querySelectorAll('.hd-card:not(.hd-card-skeleton)')] as HTMLElement[];
const totals = () => screen.getByRole('region', { name: '资产总览' });

/** Lists POSTs to one call, with their requestData. */
function recordCalls(name: string) {
  const sent: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(`/${name}`)) {
      const body = (await request.clone().json()) as { requestData: Record<string, unknown> };
      sent.push(body.requestData);
    }
  });
  return sent;
}

describe('positionList', { timeout: 15_000 }, () => {
  it('shows 总资产 and 累计收益 equal to the decimal sum of every holding, 累计收益 in red', async () => {
    renderRoute('/phone/positionList');
    const header = await screen.findByRole('region', { name: '资产总览' });
    const rows = await everyHolding();
    const market = decimalSum(rows, 'marketValue');
    const income = decimalSum(rows, 'accumulatedIncome');
    expect([market, income]).toEqual(['39,779,600.00', '823,719.97']);
    expect(within(header).getByText(market)).toBeInTheDocument();
    expect(within(header).getByText('约3,977.96万元')).toBeInTheDocument();
    const gain = within(header).getByText(`+${income}`);
    expect(gain).toHaveClass('hd-signed-up');
    expect(
      within(header).getByText('估值日期 2026-11-20，参考市值仅供参考，以实际分配及赎回确认为准'),
    ).toBeInTheDocument();
  });

  it('lists the holdings by class with each class’s facts', async () => {
    renderRoute('/phone/positionList');
    await waitFor(() => expect(cards()).toHaveLength(6));
    const [fixed, liquidating, , fund, cash, family] = cards() as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(fixed).getByText('鑫享稳健1号集合资金信托计划')).toBeInTheDocument();
    expect(within(fixed).getByText('存续中')).toBeInTheDocument();
    expect(within(fixed).getByText('5.60%')).toBeInTheDocument();
    expect(within(fixed).getByText('2026-12-20')).toBeInTheDocument();
    expect(within(fixed).getByText('2024-06-28 至 2027-06-28')).toBeInTheDocument();
    expect(within(liquidating).getByText('清算中')).toBeInTheDocument();
    // 参考市值 = 份额 × 净值 in decimal: 1,200,000.00 × 1.1860.
    expect(
      within(fund).getByText(formatDecimal(new Big('1200000.00').times('1.1860').toFixed(2))),
    ).toBeInTheDocument();
    expect(within(fund).getByText('单位净值(2026-11-20)')).toBeInTheDocument();
    expect(within(fund).getByText('1.1860')).toBeInTheDocument();
    expect(within(fund).getByText('+18.60')).toHaveClass('hd-signed-up');
    // Two bases on one NAV: the holding's cost here, the accumulated NAV on the product list.
    expect(within(fund).getByText('持有收益率（按持仓成本）')).toBeInTheDocument();
    expect(within(cash).getByText('2.1350%')).toBeInTheDocument();
    expect(within(family).getByText('32,856,400.00')).toBeInTheDocument();
    expect(family).toHaveAttribute('href', expect.stringContaining('/phone/familyZhuPage'));
    expect(fund).toHaveAttribute('href', expect.stringContaining('holdingDetails?productCode=JZ2022003'));
  });

  it('asks for the holdings together with the totals, not after them, and once', async () => {
    const events: string[] = [];
    const callOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
    server.events.on('request:start', ({ request }) => void events.push(`ask ${callOf(request.url)}`));
    server.events.on('response:mocked', ({ request }) => void events.push(`answer ${callOf(request.url)}`));
    renderRoute('/phone/positionList');
    await waitFor(() => expect(cards()).toHaveLength(6));
    // Without the early start the list is asked only once the totals have answered and drawn
    // the tabs: one more round trip before the holdings show.
    expect(events.indexOf('ask holdingClassificationList')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('ask holdingClassificationList')).toBeLessThan(
      events.indexOf('answer queryTotalHolding'),
    );
    expect(events.filter((event) => event === 'ask holdingClassificationList')).toHaveLength(1);
  });

  it('the eye hides every amount, totals and holdings alike, and shows them again', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/positionList');
    await waitFor(() => expect(cards()).toHaveLength(6));
    await user.click(within(totals()).getByRole('button', { name: '隐藏金额' }));
    expect(screen.queryByText('39,779,600.00')).toBeNull();
    expect(screen.queryByText('约3,977.96万元')).toBeNull();
    expect(screen.queryByText('3,000,000.00')).toBeNull();
    expect(screen.getAllByLabelText('金额已隐藏').length).toBeGreaterThan(10);
    // Rates and dates are not amounts: they stay.
    expect(screen.getByText('5.60%')).toBeInTheDocument();
    await user.click(within(totals()).getByRole('button', { name: '显示金额' }));
    expect(screen.getByText('39,779,600.00')).toBeInTheDocument();
  });

  it('a class tab lists that class only, with its subtotal, and stays in the address', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent = recordCalls('holdingClassificationList');
    const { location } = renderRoute('/phone/positionList');
    await user.click(await screen.findByRole('tab', { name: '固定收益类(3)' }));
    await waitFor(() => expect(location()).toContain('tab=FIXED'));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(sent.at(-1)).toMatchObject({ productClass: 'FIXED', pageNum: 1 });
    expect(screen.getByText('5,000,000.00')).toBeInTheDocument();
    expect(screen.getByText('+537,736.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看明细' })).toHaveAttribute(
      'href',
      expect.stringContaining('/phone/position/fixedIncome'),
    );
  });

  it('with 56 holdings loads the first ten only, and the next ten when scrolled to the end', async () => {
    await seedManyHoldings(50);
    const sent = recordCalls('holdingClassificationList');
    // Lay the page out for antd's InfiniteScroll: every element has a parent to be laid out in,
    // and the list's end sits 300 px per card below the top, less what the investor scrolled.
    // A page asked for counts as its ten cards at once: InfiniteScroll measures again when the
    // answer is in, which may be before React has put the new cards on the page.
    let scrolled = 0;
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    const rect = Element.prototype.getBoundingClientRect;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.classList.contains('paged-list-more'))
        return {
          ...rect.call(this),
          top: Math.max(cards().length, sent.length * 10) * 300 - scrolled,
        } as DOMRect;
      return rect.call(this);
    };
    try {
      renderRoute('/phone/positionList');
      expect(await screen.findByRole('tab', { name: '全部(56)' })).toBeInTheDocument();
      await waitFor(() => expect(cards()).toHaveLength(10));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sent.map((request) => request.pageNum)).toEqual([1]);
      expect(cards()).toHaveLength(10);
      scrolled = 2400;
      fireEvent.scroll(window);
      await waitFor(() => expect(cards()).toHaveLength(20));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sent.map((request) => request.pageNum)).toEqual([1, 2]);
      const rows = await everyHolding();
      expect(within(totals()).getByText(decimalSum(rows, 'marketValue'))).toBeInTheDocument();
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
      Element.prototype.getBoundingClientRect = rect;
    }
  });

  it('failing, shows 加载失败 with 重试, which loads the page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    setScenario({ outcome: 'http500', call: 'queryTotalHolding', times: 1 });
    renderRoute('/phone/positionList');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('region', { name: '资产总览' })).toBeInTheDocument();
  });

  it('a malformed answer shows a clear message, never a crash', async () => {
    setScenario({ outcome: 'wrong-type:null-in-list', call: 'queryTotalHolding' });
    renderRoute('/phone/positionList');
    expect(await screen.findByText('数据格式有误，请稍后重试')).toBeInTheDocument();
  });

  describe('an expired session (outer 00000008)', () => {
    afterEach(() => setAppBridge(undefined as unknown as NativeBridge));

    it('says so once, without a toast, and offers 重新登录 (not 重试), which opens login and comes back', async () => {
      const { toasts, location } = renderRoute('/phone/positionList', { session: 'expired' });
      const message = await screen.findByText('登录已过期，请重新登录');
      expect(message).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /重试/ })).toBeNull();
      expect(toasts()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
      await waitFor(() => expect(location()).toBe('/phone/login?redirect=%2Fphone%2FpositionList'));
    });

    it('inside the own app, 重新登录 asks the native login', async () => {
      const login = vi.fn(() => ({ delivered: true, via: 'ios' as const }));
      setAppBridge({ isOwnApp: () => true, login } as unknown as NativeBridge);
      renderRoute('/phone/positionList', { session: 'expired' });
      await userEvent.click(await screen.findByRole('button', { name: '重新登录' }));
      expect(login).toHaveBeenCalledTimes(1);
    });
  });

  it('with nothing held says so', async () => {
    const { holdings } = await import('@mocks/domains/holding/seed');
    holdings.deleteMany((q) => q.where({ investorId: 'C2018031600' }));
    renderRoute('/phone/positionList');
    expect(await screen.findByText('暂无持仓')).toBeInTheDocument();
  });
});
