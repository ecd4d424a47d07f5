import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { ordersOf } from '@mocks/domains/order/rules';
import { findProduct, products } from '@mocks/domains/product/seed';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

/** capitain / capitainAdd, second screen: amount, quote, card, agreements, the order. */
setupMockApi();
afterEach(() => setInvestorVariant('default'));

const AMOUNT = '/phone/capitain?productCode=XT2024001&step=amount';
const ADD_AMOUNT = '/phone/capitainAdd?productCode=XT2024001&step=amount';

async function typeAmount(user: UserEvent, text: string, label = '认购金额') {
  const field = await screen.findByRole('textbox', { name: label }, { timeout: 15_000 });
  await user.click(field);
  await user.keyboard(text);
  await user.keyboard('{Enter}');
}

const agree = (user: UserEvent) => user.click(screen.getByRole('checkbox'));
const openOrders = () =>
  ordersOf(DEMO_INVESTOR.customerId).filter((o) => o.productCode === 'XT2024001' && o.status === 'TO_SIGN');

/** Changes 鑫享稳健1号 on the mock server, as another investor's order or the back office would. */
async function setProduct(patch: { remainingQuota?: string; status?: 'SOLD_OUT' }) {
  await products.update(findProduct('XT2024001')!, {
    data(draft) {
      Object.assign(draft, patch);
    },
  });
}

describe('the amount form', () => {
  it('shows the amount in 万元 and capitals, its benchmark tier and fee, and creates the order (待签约) → signing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(AMOUNT);
    expect(
      await screen.findByText('100万元起，按10万元递增，最多2360万元', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await typeAmount(user, '1500000');
    expect(screen.getByText('150.00万元')).toBeInTheDocument();
    expect(screen.getByText('壹佰伍拾万元整')).toBeInTheDocument();
    expect(await screen.findByText('5.40%')).toBeInTheDocument();
    expect(screen.getByText('年化 · 100万（含）至300万')).toBeInTheDocument();
    expect(await screen.findByText('1,500,000.00元')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '付款银行卡' })).toHaveTextContent('招商银行 尾号5678');
    await agree(user);
    const before = openOrders().length;
    await user.click(screen.getByRole('button', { name: '确认认购' }));
    // 张伟 already has an unsigned 追加 of this product: asked before another order is made.
    const dialog = await screen.findByRole('dialog', { name: '您有尚未完成的订单' });
    expect(within(dialog).getByText(/本产品已有一笔追加订单（100万元，待签约）尚未完成/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '继续提交' }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/signTheContract\?orderNo=OD\d{12}$/), {
      timeout: 10_000,
    });
    const orderNo = location().split('=')[1];
    expect(openOrders()).toHaveLength(before + 1);
    expect(openOrders().find((o) => o.orderNo === orderNo)).toMatchObject({
      type: 'SUBSCRIBE',
      amount: '1500000.00',
      cardId: 'BC202406180001',
    });
  }, 30_000);

  it('300万 falls in the 5.60% tier; an additional 10万 on 300万 held too', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderRoute(AMOUNT);
    await typeAmount(user, '3000000');
    expect(await screen.findByText('5.60%')).toBeInTheDocument();
    expect(screen.getByText('年化 · 300万及以上')).toBeInTheDocument();
    first.unmount();
    renderRoute(ADD_AMOUNT);
    expect(await screen.findByText('已持有本金', {}, { timeout: 15_000 })).toBeInTheDocument();
    await typeAmount(user, '100000', '追加金额');
    expect(await screen.findByText('5.60%')).toBeInTheDocument();
    expect(screen.getByText('壹拾万元整')).toBeInTheDocument();
    expect(
      screen.getByText(
        /追加认购的业绩比较基准按追加后的持有本金合计（已持有本金300万元＋本次追加金额）确定档位/,
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('a 追加 below its minimum speaks of the 追加起点', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(ADD_AMOUNT);
    await typeAmount(user, '50000', '追加金额');
    await user.click(screen.getByRole('button', { name: '确认追加' }));
    expect(await screen.findByText('追加起点为10万元')).toBeInTheDocument();
    expect(screen.queryByText(/起投金额为/)).toBeNull();
  }, 30_000);

  it('says what is wrong with the amount, the card and the agreement before anything is sent', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(AMOUNT);
    await typeAmount(user, '900000');
    await user.click(screen.getByRole('button', { name: '确认认购' }));
    expect(await screen.findByText('起投金额为100万元')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意《信托合同》《风险申明书》《认购风险揭示书》')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).toHaveAccessibleDescription(
      '请阅读并同意《信托合同》《风险申明书》《认购风险揭示书》',
    );
    await user.click(screen.getByRole('textbox', { name: '认购金额' }));
    await user.keyboard('{Backspace>6/}1050000{Enter}');
    expect(await screen.findByText('认购金额须为10万元的整数倍')).toBeInTheDocument();
  }, 30_000);

  it('offers only the cards the product takes (中国工商银行 greyed with the reason)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(AMOUNT);
    await user.click(await screen.findByRole('button', { name: '付款银行卡' }, { timeout: 15_000 }));
    const sheet = await screen.findByRole('dialog', { name: '选择付款银行卡' });
    expect(within(sheet).getByRole('button', { name: /中国工商银行 尾号0123/ })).toBeDisabled();
    expect(within(sheet).getByText('该产品暂不支持此银行')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: /招商银行 尾号5678/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }, 20_000);

  it('a burst of taps on 确认认购 makes one order', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(ADD_AMOUNT);
    await typeAmount(user, '200000', '追加金额');
    await agree(user);
    const before = openOrders().length;
    const submit = screen.getByRole('button', { name: '确认追加' });
    act(() => {
      for (let i = 0; i < 8; i++) submit.click();
    });
    const dialog = await screen.findByRole('dialog', { name: '您有尚未完成的订单' });
    await user.click(within(dialog).getByRole('button', { name: '继续提交' }));
    await waitFor(() => expect(openOrders()).toHaveLength(before + 1), { timeout: 10_000 });
    // The one dialog closes (a busy machine may take a while to get there); a second one,
    // queued by the burst, would stay open and fail this wait.
    await waitFor(
      () => expect(screen.queryAllByRole('dialog', { name: '您有尚未完成的订单' })).toHaveLength(0),
      { timeout: 5_000 },
    );
    expect(openOrders()).toHaveLength(before + 1);
  }, 30_000);

  it('05043004: the quota ran short meanwhile — said under the amount, the quota refreshed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(AMOUNT);
    await typeAmount(user, '1500000');
    await agree(user);
    await setProduct({ remainingQuota: '1000000.00' });
    await user.click(screen.getByRole('button', { name: '确认认购' }));
    expect(await screen.findByText('产品剩余额度不足，请调整认购金额（剩余额度已更新）')).toBeInTheDocument();
    expect(await screen.findByText('100万元起，按10万元递增，最多100万元')).toBeInTheDocument();
  }, 30_000);

  it('05043003: sold out meanwhile — said in place, 确认认购 disabled', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(AMOUNT);
    await typeAmount(user, '1000000');
    await agree(user);
    await setProduct({ status: 'SOLD_OUT', remainingQuota: '0.00' });
    await user.click(screen.getByRole('button', { name: '确认认购' }));
    expect(await screen.findByText('该产品额度已售罄，敬请关注后续发行的产品')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认认购' })).toBeDisabled();
  }, 30_000);

  it('05043005: the risk level no longer matches — the catalogue says it, the gate shows what to fix', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location, toasts } = renderRoute(AMOUNT);
    await typeAmount(user, '1000000');
    await agree(user);
    await setInvestorVariant('c2');
    await user.click(screen.getByRole('button', { name: '确认认购' }));
    await waitFor(() => expect(location()).toBe('/phone/capitain?productCode=XT2024001'), {
      timeout: 10_000,
    });
    expect(toasts()).toContain('您的风险承受能力与产品风险等级不匹配');
    expect(await screen.findByText('风险不匹配')).toBeInTheDocument();
  }, 30_000);

  it('opened directly while the gate does not pass, goes back to the gate', async () => {
    await setInvestorVariant('no-crs');
    const { location } = renderRoute(AMOUNT);
    await waitFor(() => expect(location()).toBe('/phone/capitain?productCode=XT2024001'), {
      timeout: 15_000,
    });
    expect(await screen.findByText('未声明')).toBeInTheDocument();
  }, 20_000);
});
