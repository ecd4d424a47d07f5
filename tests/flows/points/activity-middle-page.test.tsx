import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API, envelope } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });

const server = setupMockApi();
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('activityMiddlepage (activity hand-off)', () => {
  it('greets an invited visitor with the inviter’s name, logs in, and goes on to the member centre', async () => {
    const u = user();
    const { location } = renderRoute('/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=ZW8K3Q', {
      session: 'loggedOut',
    });
    expect(await screen.findByRole('heading', { name: '您的好友张*邀请您加入华信信托' })).toBeInTheDocument();
    expect(screen.getByText(/「邀好友 享尊荣服务」进行中/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '登录 / 注册' }));
    await waitFor(() =>
      expect(location()).toBe(
        `/phone/login?redirect=${encodeURIComponent('/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=ZW8K3Q')}`,
      ),
    );
  });

  it('hands a signed-in investor straight on to the target, replacing itself', async () => {
    const { location, router } = renderRoute('/phone/activityMiddlepage?activityCode=MGM2026');
    await waitFor(() => expect(location()).toBe('/phone/interests'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes an adviser’s article link to the article without a session', async () => {
    const { location } = renderRoute('/phone/activityMiddlepage?activityCode=TOOL2026&toolCode=MA3R7W2P', {
      session: 'loggedOut',
    });
    await waitFor(() => expect(location()).toBe('/phone/inforDetail?articleId=AR202406180003'));
  });

  it('refuses a target outside the allow-list with the kit’s message, going nowhere', async () => {
    const { location } = renderRoute('/phone/activityMiddlepage?activityCode=PARTNER1128');
    expect(await screen.findByRole('heading', { name: '无法跳转' })).toBeInTheDocument();
    expect(screen.getByText('该地址不在允许跳转的范围内')).toBeInTheDocument();
    expect(location()).toBe('/phone/activityMiddlepage?activityCode=PARTNER1128');
  });

  it.each(['javascript:alert(1)', '//evil.example/phone/about', '/phone/%2F%2Fevil.example'])(
    'refuses a server target %s',
    async (target) => {
      server.use(
        http.post(API('queryActivityStatus'), () =>
          HttpResponse.json(
            envelope({
              activityCode: 'MGM2026',
              activityName: '邀好友 享尊荣服务',
              state: 'ONGOING',
              startDate: '2026-01-01',
              endDate: '2026-12-31',
              target,
              needLogin: false,
            }),
          ),
        ),
      );
      renderRoute('/phone/activityMiddlepage?activityCode=MGM2026');
      expect(await screen.findByRole('heading', { name: '无法跳转' })).toBeInTheDocument();
    },
  );

  it('says when an activity has ended or not started, with dates and no target', async () => {
    renderRoute('/phone/activityMiddlepage?activityCode=NEWYEAR');
    expect(await screen.findByRole('heading', { name: '活动已结束' })).toBeInTheDocument();
    expect(screen.getByText(/「新春理财节」已于 \d{4}-\d\d-\d\d 结束，感谢您的关注。/)).toBeInTheDocument();
  });

  it('says when an activity has not started yet', async () => {
    renderRoute('/phone/activityMiddlepage?activityCode=SPRING');
    expect(await screen.findByRole('heading', { name: '活动尚未开始' })).toBeInTheDocument();
    expect(screen.getByText(/「春季财富沙龙报名」将于 \d{4}-\d\d-\d\d 开始/)).toBeInTheDocument();
  });

  it.each([
    ['an unknown activity (05220301)', '?activityCode=NOPE', '活动不存在', '活动不存在或链接有误'],
    [
      'a withdrawn tool (05220202)',
      '?activityCode=TOOL2026&toolCode=MT5OLD0UT',
      '内容已下架',
      '该产品已售罄或内容已下架',
    ],
    [
      'an expired tool (05220201)',
      '?activityCode=TOOL2026&toolCode=MT2EXP1RD',
      '推广内容已失效',
      '该推广素材已失效，请联系您的理财经理获取最新内容',
    ],
  ])('explains %s in place, without a toast', async (_what, query, title, message) => {
    const { toasts } = renderRoute(`/phone/activityMiddlepage${query}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('says a link without an activity code is incomplete', async () => {
    renderRoute('/phone/activityMiddlepage?inviteCode=ZW8K3Q');
    expect(await screen.findByRole('heading', { name: '链接不完整' })).toBeInTheDocument();
  });

  it('keeps the page with 重试 on another failure, then hands off', async () => {
    setScenario({ outcome: 'http500', call: 'queryActivityStatus', times: 1 });
    const u = user();
    const { location } = renderRoute('/phone/activityMiddlepage?activityCode=MGM2026');
    expect(await screen.findByText('暂时无法打开活动')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(location()).toBe('/phone/interests'));
  });
});
