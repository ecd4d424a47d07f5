import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockDb } from '@mocks/db/define-collection';
import { resetOrderOptions, setOrderOptions } from '@mocks/domains/order/options';
import { okEnvelope } from '@mocks/http/envelope';
import { clearScenario, setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

/**
 * Layout for antd-mobile's InfiniteScroll, which jsdom has none of: every element counts as laid
 * out, each card is 120 px tall under a 100 px header, the window is 667 px high and scrolled
 * `scrollY` px. The "load more" sentinel sits below the last card, so it comes into reach (667 +
 * its 250 px threshold) only when the investor scrolls to the end of what is shown.
 */
const CARD_PX = 120;
let scrollY = 0;
const sentinelTop = () => 100 + document.querySelectorAll('.paged-list-item').length * CARD_PX - scrollY;
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
const rect = HTMLElement.prototype.getBoundingClientRect;
/** jsdom defines it on Element.prototype: restored by removing the own one set here. */
const ownRect = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'getBoundingClientRect');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.classList.contains('adm-infinite-scroll')) {
      const top = sentinelTop();
      return {
        top,
        bottom: top + 40,
        left: 0,
        right: 375,
        width: 375,
        height: 40,
        x: 0,
        y: top,
        toJSON: () => ({}),
      };
    }
    return rect.call(this);
  };
  window.innerHeight = 667;
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  if (ownRect) Object.defineProperty(HTMLElement.prototype, 'getBoundingClientRect', ownRect);
  else delete (HTMLElement.prototype as Partial<HTMLElement>).getBoundingClientRect;
});
afterEach(async () => {
  scrollY = 0;
  resetOrderOptions();
});

/** The pageNum of every queryOrderList request, in order. */
function pagesAsked(): number[] {
  const pages: number[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/queryOrderList')) return;
    void request
      .clone()
      .json()
      .then((body: { requestData: { pageNum: number } }) => pages.push(body.requestData.pageNum));
  });
  return pages;
}

const cards = () => within(screen.getByRole('list', { name: /订单/ })).getAllByRole('link');

describe('myOrder', () => {
  it('shows a skeleton, then order cards with product, type, amount, time and status', async () => {
    renderRoute('/phone/myOrder');
    expect(await screen.findByRole('status', { name: '订单加载中' })).toBeInTheDocument();
    const toPay = await screen.findByRole('link', {
      name: /华信恒远3号集合资金信托计划，认购，订单号OD202611180002/,
    });
    expect(within(toPay).getByText('待打款')).toBeInTheDocument();
    expect(within(toPay).getByText('认购金额')).toBeInTheDocument();
    expect(within(toPay).getByText('2,000,000.00元')).toBeInTheDocument();
    expect(within(toPay).getByText(/^请于 \d{2}-\d{2} \d{2}:\d{2} 前完成打款$/)).toBeInTheDocument();
    expect(toPay).toHaveAttribute('href', '/phone/productOrderDetails?orderNo=OD202611180002');
    const redemption = screen.getByRole('link', { name: /订单号RD202611190001/ });
    expect(within(redemption).getByText('赎回份额')).toBeInTheDocument();
    expect(within(redemption).getByText('200,000.00份')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '我的订单' })).toBeInTheDocument();
  });

  it('switches tabs through the address: 已撤销 lists cancelled, expired and refunded orders only', async () => {
    const { location } = renderRoute('/phone/myOrder');
    await screen.findByRole('link', { name: /OD202611180002/ });
    await userEvent.click(screen.getByRole('tab', { name: '已撤销' }));
    await waitFor(() => expect(location()).toBe('/phone/myOrder?tab=CANCELLED'));
    const list = await screen.findByRole('list', { name: '已撤销订单' });
    const statuses = within(list)
      .getAllByRole('link')
      .map((card) => card.querySelector('.order-status-badge')?.textContent);
    expect(new Set(statuses)).toEqual(new Set(['已撤单', '已失效', '退款中', '已退款']));
  });

  it('opens on the tab the address names', async () => {
    renderRoute('/phone/myOrder?tab=DONE');
    const list = await screen.findByRole('list', { name: '已完成订单' });
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(3);
    expect(screen.getByRole('tab', { name: '已完成', selected: true })).toBeInTheDocument();
  });

  it('shows 加载失败 with 重试 when the list fails, and 重试 loads it', async () => {
    setScenario({ outcome: 'http500', call: 'queryOrderList' });
    renderRoute('/phone/myOrder');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    clearScenario();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /OD202611180002/ })).toBeInTheDocument();
  });

  it('says so when a tab has no orders', async () => {
    server.use(
      http.post(API('queryOrderList'), () =>
        HttpResponse.json(okEnvelope({ list: [], total: 0, pageNum: 1, pageSize: 10 })),
      ),
    );
    renderRoute('/phone/myOrder?tab=IN_PROGRESS');
    expect(await screen.findByText('暂无进行中的订单')).toBeInTheDocument();
  });

  it('with 500 orders, loads only the pages scrolled to: one page of 10 first, the next only at the end', async () => {
    setOrderOptions({ bulkOrders: 500 });
    await resetMockDb();
    const asked = pagesAsked();
    renderRoute('/phone/myOrder');
    await screen.findByRole('link', { name: /OD202611180002/ });
    expect(cards()).toHaveLength(10);
    // Time passes, the list re-renders: nothing more is fetched while the end is out of sight.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(asked).toEqual([1]);
    expect(cards()).toHaveLength(10);
    // Scrolled to the end of the ten: the next page. The kit's list may take one page more in
    // the same gesture (antd's InfiniteScroll re-checks before react-query has handed the new
    // page to the list, so the sentinel still looks in reach; see the order README), never more.
    scrollY = 100 + 10 * CARD_PX - 600;
    fireEvent.scroll(window);
    await waitFor(() => expect(cards().length).toBeGreaterThanOrEqual(20));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(asked.slice(0, 2)).toEqual([1, 2]);
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(cards().length).toBe(asked.length * 10);
    expect(screen.queryByText('没有更多了')).toBeNull();
  }, 20_000);
});

describe('myOrder: the return visits due (salesBehaviorQuestionnaireStatus)', () => {
  it('says how many orders wait for their visit, and leads to them', async () => {
    const { location } = renderRoute('/phone/myOrder');
    const reminder = await screen.findByRole('link', { name: /您有 1 笔订单待回访/ });
    await userEvent.click(reminder);
    await waitFor(() => expect(location()).toBe('/phone/saleQuestionnaire'));
    expect(await screen.findByRole('list', { name: '待回访订单' })).toBeInTheDocument();
  });

  it('shows nothing, and no toast, when the count cannot be read', async () => {
    setScenario({ outcome: 'http500', call: 'salesBehaviorQuestionnaireStatus' });
    const { toasts } = renderRoute('/phone/myOrder');
    await screen.findByRole('link', { name: /OD202611180002/ });
    expect(screen.queryByRole('link', { name: /待回访/ })).toBeNull();
    expect(toasts()).toEqual([]);
  });
});

describe('subscribeList', () => {
  it('lists subscriptions and additional subscriptions only', async () => {
    renderRoute('/phone/subscribeList');
    const list = await screen.findByRole('list', { name: '全部订单' });
    const names = within(list)
      .getAllByRole('link')
      .map((card) => card.getAttribute('aria-label') ?? '');
    expect(names.length).toBeGreaterThan(5);
    expect(names.every((name) => /，(认购|追加)，/.test(name))).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: '认购记录' })).toBeInTheDocument();
  });
});
