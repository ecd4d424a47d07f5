import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { burst, countCalls } from '@tests/support/burst';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });
const server = setupMockApi();

/** The investor-check writes under a burst of taps: ten taps in one task, one request to the server. */
describe('investor checks, bursts', { timeout: 60_000 }, () => {
  it('ten taps on 确认变更 switch the investor type once', async () => {
    const counts = countCalls(server, 'updateInvestor');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/strengthen');
    const card = await screen.findByRole('region', { name: '投资者类型' });
    await user.click(within(card).getByRole('button', { name: '申请成为专业投资者' }));
    await burst(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认变更' }));
    await waitFor(() => expect(within(card).getByText('专业投资者')).toBeInTheDocument());
    expect(counts).toEqual({ updateInvestor: 1 });
  });
});
