import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });
setupMockApi();

const FRIEND_LINK = '/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=LF6T2N';

describe('activityMiddlepage: a signed-in investor accepts a friend’s invitation (inviteAdd)', () => {
  it('names the inviter, accepts once, then goes on to the activity', async () => {
    const user = userEvent.setup();
    const { location, toasts } = renderRoute(FRIEND_LINK);
    expect(
      await screen.findByRole('heading', { name: '您的好友刘*邀请您参加「邀好友 享尊荣服务」' }),
    ).toBeInTheDocument();
    // A double tap, both taps before the answer: once it is there, 前往活动 stands where 接受邀请
    // was (the same button), and a tap after it would go on instead.
    const accept = screen.getByRole('button', { name: '接受邀请' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    expect(await screen.findByRole('heading', { name: '已接受好友邀请' })).toBeInTheDocument();
    expect(screen.getByText('您已接受刘*的邀请，参与「邀好友 享尊荣服务」。')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual(['接受邀请成功']));
    await user.click(screen.getByRole('button', { name: '前往活动' }));
    await waitFor(() => expect(location()).toBe('/phone/interests'));
  });

  it.each([
    [
      'his own code',
      '/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=ZW8K3Q',
      '这是您本人的邀请码，可分享给好友使用',
    ],
    ['a second acceptance', FRIEND_LINK, '您已接受过好友邀请，无需重复接受'],
  ])('says %s in place and still goes on', async (_, link, words) => {
    // Accepted before, on another device.
    if (words.startsWith('您已接受'))
      await callData('inviteAdd', { activityCode: 'MGM2026', inviteCode: 'LF6T2N' });
    const user = userEvent.setup();
    const { location, toasts } = renderRoute(link);
    await user.click(await screen.findByRole('button', { name: '接受邀请' }));
    expect(await screen.findByRole('heading', { name: '未能接受邀请' })).toBeInTheDocument();
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '前往活动' }));
    await waitFor(() => expect(location()).toBe('/phone/interests'));
  });

  it('goes on without accepting on 暂不接受', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(FRIEND_LINK);
    await user.click(await screen.findByRole('button', { name: '暂不接受，直接前往' }));
    await waitFor(() => expect(location()).toBe('/phone/interests'));
  });
});
