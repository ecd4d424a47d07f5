import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_PROOF_UPLOADED } from '@mocks/domains/order/seed';
import { confirmAdditionalLot } from '@mocks/domains/order/testing';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { burst, countCalls } from '@tests/support/burst';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });
const server = setupMockApi();

/** The order writes under a burst of taps: ten taps in one task, one request to the server. */
describe('orders, bursts', { timeout: 60_000 }, () => {
  it('ten taps on 确认赎回 redeem an additional lot once', async () => {
    await confirmAdditionalLot();
    const counts = countCalls(server, 'redeemAddOrder');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(`/phone/orderDetailAdd?orderNo=${ORDER_PROOF_UPLOADED}`);
    const lot = await screen.findByRole('region', { name: '赎回本笔追加份额' });
    await user.type(within(lot).getByPlaceholderText('请输入份额'), '200000');
    await user.click(within(lot).getByRole('button', { name: '赎回本笔份额' }));
    const dialog = await screen.findByRole('dialog', { name: '赎回本笔追加份额' });
    await burst(within(dialog).getByRole('button', { name: '确认赎回' }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/signContract\?orderNo=RD\d{12}$/));
    expect(counts).toEqual({ redeemAddOrder: 1 });
  });
});
