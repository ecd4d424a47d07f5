import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { burst, countCalls } from '@tests/support/burst';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });
const server = setupMockApi();
afterEach(() => setInvestorVariant('default'));

/** The product writes under a burst of taps: ten taps in one task, one request to the server. */
describe('subscription, bursts', { timeout: 60_000 }, () => {
  it('ten taps on the senior-investor confirmation place one order', async () => {
    await setInvestorVariant('elderly-signed');
    const counts = countCalls(server, 'snrIvtMakeOrder');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/capitain?productCode=XT2024001&step=amount');
    await user.click(await screen.findByRole('textbox', { name: '认购金额' }));
    await user.keyboard('1000000');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '确认认购' }));
    const pending = await screen.findByRole('dialog', { name: '您有尚未完成的订单' });
    await user.click(within(pending).getByRole('button', { name: '继续提交' }));
    const notices = await screen.findByRole('dialog', { name: '老年投资者购买确认' });
    await burst(within(notices).getByRole('button', { name: '我已逐项知晓，继续' }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/signTheContract\?orderNo=OD\d{12}$/));
    expect(counts).toEqual({ snrIvtMakeOrder: 1 });
  });
});
