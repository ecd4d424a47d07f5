import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chinaToday } from '@mocks/domains/points/seed';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const todayCell = () =>
  screen.getByRole('gridcell', { name: new RegExp(`^${Number(chinaToday().slice(8))}日.*今天$`) });

describe('interests (member centre)', () => {
  it('shows the level, the points in full and what the next level needs', async () => {
    renderRoute('/phone/interests');
    const card = await screen.findByRole('region', { name: '我的会员' });
    expect(card).toHaveTextContent('白金卡会员');
    expect(card).toHaveTextContent('12,680');
    expect(card).toHaveTextContent('1,200积分将于 2026-12-31 过期');
    expect(card).toHaveTextContent('近三个月日均金融资产 3,977.96万元，距黑金卡会员还差 1,022.04万元');
    expect(within(card).getByRole('link', { name: /积分规则/ })).toHaveAttribute(
      'href',
      '/phone/integralRules',
    );
    const interests = await screen.findByRole('region', { name: '会员权益' });
    expect(within(interests).getByRole('list', { name: '白金卡会员权益' })).toHaveTextContent('机场贵宾厅');
  });

  it('signs in once: the points grow, today is ticked, and the button says 今日已签到', async () => {
    const u = user();
    renderRoute('/phone/interests');
    const sign = await screen.findByRole('region', { name: '每日签到' });
    expect(await within(sign).findByText(/已连续签到/)).toHaveTextContent(
      '已连续签到 3 天，今日签到得10积分',
    );
    await u.click(within(sign).getByRole('button', { name: '签到' }));
    expect(await within(sign).findByRole('status')).toHaveTextContent('签到成功，获得10积分');
    expect(within(sign).getByRole('button', { name: '今日已签到' })).toBeDisabled();
    await waitFor(() => expect(todayCell()).toHaveAccessibleName(/已签到/));
    await waitFor(() => expect(screen.getByRole('region', { name: '我的会员' })).toHaveTextContent('12,690'));
    expect(within(sign).getByText(/已连续签到/)).toHaveTextContent('已连续签到 4 天');
  }, 30_000);

  it('a sign-in made elsewhere today: the server’s 今日已签到 is said, not toasted', async () => {
    const u = user();
    const { toasts } = renderRoute('/phone/interests');
    const sign = await screen.findByRole('region', { name: '每日签到' });
    const button = await within(sign).findByRole('button', { name: '签到' });
    await postCall('userSign', {}); // another device signs in first
    await u.click(button);
    expect(await within(sign).findByText('今日已签到', { selector: '.sign-said' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await waitFor(() => expect(todayCell()).toHaveAccessibleName(/已签到/));
  }, 30_000);

  it('a failed calendar shows 加载失败 with 重试, the rest of the page stays', async () => {
    setScenario({ outcome: 'http500', call: 'userSignSelect', times: 1 });
    renderRoute('/phone/interests');
    expect(await screen.findByRole('region', { name: '我的会员' })).toBeInTheDocument();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '签到' })).toBeInTheDocument();
  });
});

describe('integralRules', () => {
  it('shows the rules as rich text through the sanitiser', async () => {
    renderRoute('/phone/integralRules');
    expect(await screen.findByRole('heading', { name: '华信信托积分规则' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '一、积分获取' })).toBeInTheDocument();
    expect(screen.getByText(/连续签到满7天，另得50积分/)).toBeInTheDocument();
    expect(screen.getByText('更新日期：2026-06-30')).toBeInTheDocument();
  });

  it('shows 加载失败 when the rules cannot be read', async () => {
    setScenario({ outcome: 'http500', call: 'getIntegralRules', times: 1 });
    renderRoute('/phone/integralRules');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
  });
});
