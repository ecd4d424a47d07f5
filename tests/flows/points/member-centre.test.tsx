import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDrawing } from '@mocks/domains/points/lottery-rules';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { mallNavigation } from '@/features/points/components/mall-panel';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });
setupMockApi();
afterEach(() => {
  vi.restoreAllMocks();
  resetDrawing();
});

const drawCard = () => screen.findByRole('region', { name: '幸运抽奖' });
const chances = async (n: number) =>
  waitFor(async () => expect(await drawCard()).toHaveTextContent(`剩余抽奖次数 ${n} 次`));

describe('interests: the lucky draw', { timeout: 90_000 }, () => {
  it('draws once per tap: the server’s prize marked, the chances and the points read again', async () => {
    const user = userEvent.setup();
    renderRoute('/phone/interests');
    await chances(3);
    const card = await drawCard();
    await user.dblClick(within(card).getByRole('button', { name: '抽奖' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('恭喜您获得88积分，积分已到账');
    await chances(2);
    expect(within(card).getByText('88积分', { selector: '.draw-prize' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await screen.findByRole('region', { name: '我的会员' })).toHaveTextContent('12,768');
    // The double tap started one draw: the server counts two chances left, as shown.
    expect((await callData<{ chancesLeft: number }>('getLotteryNumber', {})).chancesLeft).toBe(2);
  });

  it('says 05220401 on the card when the chances ran out elsewhere, and shows the server’s 0', async () => {
    const user = userEvent.setup();
    renderRoute('/phone/interests');
    await chances(3);
    for (let i = 0; i < 3; i += 1) await callData('luckyDraw', { activityCode: 'DRAW2026' });
    const card = await drawCard();
    await user.click(within(card).getByRole('button', { name: '抽奖' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('您的抽奖次数已用完');
    await chances(0);
    expect(within(card).getByRole('button', { name: '抽奖' })).toBeDisabled();
  });

  it.each([
    ['05220402', '抽奖活动未开始或已结束'],
    ['05220403', '上一次抽奖正在处理中，请稍后再试'],
  ])('says %s on the card, no toast, and reads the chances again', async (code, words) => {
    const user = userEvent.setup();
    const { toasts } = renderRoute('/phone/interests');
    await chances(3);
    setScenario({ outcome: `status:${code}`, call: 'luckyDraw', times: 1 });
    const card = await drawCard();
    await user.click(within(card).getByRole('button', { name: '抽奖' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(words);
    await chances(3);
    expect(toasts()).toEqual([]);
  });

  it('shows 加载失败 with 重试 when the chances cannot be read', async () => {
    setScenario({ outcome: 'http500', call: 'getLotteryNumber', times: 1 });
    const user = userEvent.setup();
    renderRoute('/phone/interests');
    const card = await drawCard();
    await user.click(await within(card).findByRole('button', { name: '重试' }));
    await chances(3);
  });
});

describe('interests: entries, tasks, cards and the mall', { timeout: 90_000 }, () => {
  it('shows the red numbers; a tap opens the panel and clears its number', async () => {
    const user = userEvent.setup();
    renderRoute('/phone/interests');
    const entries = await screen.findByRole('navigation', { name: '会员中心入口' });
    const tasks = await within(entries).findByRole('button', { name: '积分任务，2条新内容' });
    await user.click(tasks);
    await waitFor(() =>
      expect(within(entries).getByRole('button', { name: '积分任务' })).toBeInTheDocument(),
    );
    const panel = await screen.findByRole('region', { name: '积分任务' });
    const list = await within(panel).findByRole('list', { name: '积分任务' });
    expect(
      within(list)
        .getAllByRole('link', { name: '去完成' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/phone/fiscal/identity', '/phone/getQrcode', '/phone/inforList']);
    expect(within(list).getAllByText('已完成')).toHaveLength(4);
    const coupons = await within(panel).findByRole('list', { name: '任务奖励券' });
    expect(coupons).toHaveTextContent('返现500.00元');
    expect(coupons).toHaveTextContent('加息0.20%');
    expect(coupons).toHaveTextContent('认购满100万元可用');
    expect((await callData<{ total: number }>('activityRed', {})).total).toBe(4);
  });

  it('lists the cards with masked codes', async () => {
    const user = userEvent.setup();
    renderRoute('/phone/interests');
    const entries = await screen.findByRole('navigation', { name: '会员中心入口' });
    await user.click(within(entries).getByRole('button', { name: /^我的卡券/ }));
    const list = await within(await screen.findByRole('region', { name: '我的卡券' })).findByRole('list');
    expect(list).toHaveTextContent('国内机场贵宾厅单次券');
    expect(list).toHaveTextContent('券码 VIP8****2071');
    expect(list).toHaveTextContent('已过期');
  });

  it('opens the mall through the allow-list with a fresh ticket', async () => {
    const open = vi.spyOn(mallNavigation, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { toasts } = renderRoute('/phone/interests');
    const entries = await screen.findByRole('navigation', { name: '会员中心入口' });
    await user.click(within(entries).getByRole('button', { name: /^积分商城/ }));
    const panel = await screen.findByRole('region', { name: '积分商城' });
    expect(await within(panel).findByRole('list', { name: '积分来源与用途' })).toHaveTextContent(
      '邀请好友+2,400',
    );
    await user.click(within(panel).getByRole('button', { name: '进入积分商城' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const url = new URL(open.mock.calls[0]![0]);
    expect(url.origin).toBe(location.origin);
    expect(url.pathname).toBe(`${import.meta.env.BASE_URL}mock-mall/index.html`);
    expect(url.searchParams.get('ticket')).toMatch(/^JF\d+$/);
    expect(toasts()).toEqual([]);
  });

  it('says the mall’s maintenance (05220501) in place and opens nothing', async () => {
    const open = vi.spyOn(mallNavigation, 'open').mockImplementation(() => undefined);
    setScenario({ outcome: 'status:05220501', call: 'getPointMallUrl', times: 1 });
    const user = userEvent.setup();
    const { toasts } = renderRoute('/phone/interests');
    const entries = await screen.findByRole('navigation', { name: '会员中心入口' });
    await user.click(within(entries).getByRole('button', { name: /^积分商城/ }));
    const panel = await screen.findByRole('region', { name: '积分商城' });
    await user.click(within(panel).getByRole('button', { name: '进入积分商城' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('积分商城正在维护，请稍后再试');
    expect(open).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});
