import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDrawing } from '@mocks/domains/points/lottery-rules';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { burst, countCalls } from '@tests/support/burst';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });
const server = setupMockApi();
afterEach(() => resetDrawing());

/** The points writes under a burst of taps: ten taps in one task, one request to the server. */
describe('points, bursts', { timeout: 60_000 }, () => {
  it('ten taps on 抽奖 draw once', async () => {
    const counts = countCalls(server, 'luckyDraw');
    renderRoute('/phone/interests');
    const card = await screen.findByRole('region', { name: '幸运抽奖' });
    await waitFor(() => expect(card).toHaveTextContent('剩余抽奖次数 3 次'));
    await burst(within(card).getByRole('button', { name: '抽奖' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('恭喜您获得88积分');
    await waitFor(() => expect(card).toHaveTextContent('剩余抽奖次数 2 次'));
    expect(counts).toEqual({ luckyDraw: 1 });
  });

  it('ten taps on 接受邀请 accept once', async () => {
    const counts = countCalls(server, 'inviteAdd');
    renderRoute('/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=LF6T2N');
    await burst(await screen.findByRole('button', { name: '接受邀请' }));
    expect(await screen.findByRole('heading', { name: '已接受好友邀请' })).toBeInTheDocument();
    expect(counts).toEqual({ inviteAdd: 1 });
  });
});
