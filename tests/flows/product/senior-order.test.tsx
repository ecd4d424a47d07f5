import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { ordersOf } from '@mocks/domains/order/rules';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

/** The amount step of a 66-year-old with the elderly declaration signed: the senior-investor order. */
setupMockApi();
afterEach(() => setInvestorVariant('default'));

const AMOUNT = '/phone/capitain?productCode=XT2024001&step=amount';

async function fillAndSubmit(user: UserEvent) {
  const field = await screen.findByRole('textbox', { name: '认购金额' }, { timeout: 15_000 });
  await user.click(field);
  await user.keyboard('1000000');
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: '确认认购' }));
  const pending = await screen.findByRole('dialog', { name: '您有尚未完成的订单' }, { timeout: 10_000 });
  await user.click(within(pending).getByRole('button', { name: '继续提交' }));
}

const myOrders = () => ordersOf(DEMO_INVESTOR.customerId).filter((o) => o.productCode === 'XT2024001');

describe('the senior-investor order', { timeout: 40_000 }, () => {
  it('lists the notices to confirm one by one, then places the order and hands over to signing', async () => {
    await setInvestorVariant('elderly-signed');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(AMOUNT);
    await fillAndSubmit(user);
    const notices = await screen.findByRole('dialog', { name: '老年投资者购买确认' }, { timeout: 10_000 });
    expect(within(notices).getByText(/1\. 产品风险：本产品风险等级为R3（中风险）/)).toBeInTheDocument();
    expect(within(notices).getByText(/4\. 冷静期：您的冷静期为打款确认后24小时/)).toBeInTheDocument();
    const before = myOrders().length;
    await user.click(within(notices).getByRole('button', { name: '我已逐项知晓，继续' }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/signTheContract\?orderNo=OD\d{12}$/), {
      timeout: 10_000,
    });
    expect(myOrders()).toHaveLength(before + 1);
    expect(myOrders().find((o) => location().endsWith(o.orderNo))).toMatchObject({
      amount: '1000000.00',
      needsRecording: true,
    });
  });

  it('places nothing when the investor declines the notices', async () => {
    await setInvestorVariant('elderly-signed');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(AMOUNT);
    const before = myOrders().length;
    await fillAndSubmit(user);
    const notices = await screen.findByRole('dialog', { name: '老年投资者购买确认' }, { timeout: 10_000 });
    await user.click(within(notices).getByRole('button', { name: '暂不购买' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(AMOUNT);
    expect(myOrders()).toHaveLength(before);
  });
});
