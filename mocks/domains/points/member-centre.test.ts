import { describe, expect, it } from 'vitest';
import type { ActivityRed } from '@gen/model/activityRed';
import type { LotteryDrawResult } from '@gen/model/lotteryDrawResult';
import type { LotteryInfo } from '@gen/model/lotteryInfo';
import type { PointsCard } from '@gen/model/pointsCard';
import type { PointsAccount } from '@gen/model/pointsAccount';
import type { IntegralSum } from '@gen/model/integralSum';
import { responseExampleOf } from '@mocks/contract/contract-examples';
import { checkedCall, dataOf, statusOf } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

setupMockApi();

const prism = (name: string) => (responseExampleOf(name) as { result: { data: unknown } }).result.data;

describe('points mock: the member centre', { timeout: 120_000 }, () => {
  it('answers tasks, coupons, cards, the red dots and the year’s summary as the contract’s examples', async () => {
    for (const call of [
      'userTaskIntegral',
      'userTaskcouponList',
      'integralCards',
      'activityRed',
      'integralSum',
    ])
      expect(await dataOf(call, {}), call).toEqual(prism(call));
    expect(await dataOf('getLotteryNumber', {})).toEqual(prism('getLotteryNumber'));
  });

  it('draws the server’s prize, spends one chance each, credits points and records a card', async () => {
    const first = await dataOf<LotteryDrawResult>('luckyDraw', { activityCode: 'DRAW2026' });
    expect(first).toMatchObject({
      prize: { prizeCode: 'P88', slot: 2 },
      chancesLeft: 2,
      availablePoints: 12768,
    });
    expect((await dataOf<PointsAccount>('userTotalIntegral')).availablePoints).toBe(12768);
    expect((await dataOf<LotteryInfo>('getLotteryNumber')).chancesLeft).toBe(2);
    expect((await dataOf<LotteryDrawResult>('luckyDraw', { activityCode: 'DRAW2026' })).prize.kind).toBe(
      'THANKS',
    );
    const third = await dataOf<LotteryDrawResult>('luckyDraw', { activityCode: 'DRAW2026' });
    expect(third).toMatchObject({ prize: { prizeCode: 'CCOF', kind: 'CARD' }, chancesLeft: 0 });
    const cards = await dataOf<PointsCard[]>('integralCards');
    expect(cards[0]).toMatchObject({ name: '星巴克中杯饮品券', source: 'LOTTERY', status: 'UNUSED' });
    const dots = await dataOf<ActivityRed>('activityRed');
    expect(dots.entries.find((e) => e.entry === 'CARD')?.count).toBe(2);
    expect(
      (await dataOf<IntegralSum>('integralSum')).bySource.find((s) => s.source === 'LOTTERY')?.points,
    ).toBe(888);
    // No chance left: refused, nothing spent.
    const refused = await checkedCall('luckyDraw', { activityCode: 'DRAW2026' });
    expect([refused.result.statusCode, refused.result.msg]).toEqual([
      '05220401',
      '您的抽奖次数已用完，签到或完成任务可获得更多机会',
    ]);
    expect((await dataOf<LotteryInfo>('getLotteryNumber')).chancesLeft).toBe(0);
  });

  it('refuses a second draw while one is being processed, and an activity that is not running', async () => {
    const [a, b] = await Promise.all([
      statusOf('luckyDraw', { activityCode: 'DRAW2026' }),
      statusOf('luckyDraw', { activityCode: 'DRAW2026' }),
    ]);
    expect([a, b].sort()).toEqual(['00000000', '05220403']);
    expect((await dataOf<LotteryInfo>('getLotteryNumber')).chancesLeft).toBe(2);
    expect(await statusOf('luckyDraw', { activityCode: 'DRAW2025' })).toBe('05220402');
  });

  it('clears an entry’s red number on a tap and opens the mall with a fresh ticket', async () => {
    const after = await dataOf<ActivityRed>('clickOnNumber', { entry: 'LOTTERY' });
    expect(after).toEqual({
      total: 3,
      entries: [
        { entry: 'LOTTERY', count: 0 },
        { entry: 'TASK', count: 2 },
        { entry: 'CARD', count: 1 },
        { entry: 'MALL', count: 0 },
      ],
    });
    expect(await dataOf<ActivityRed>('activityRed')).toEqual(after);
    const one = await dataOf<{ url: string }>('getPointMallUrl', { page: 'HOME' });
    const two = await dataOf<{ url: string }>('getPointMallUrl', {});
    // The demo's mall page, on the origin the call went to, under the app's base.
    const mall = new URL(one.url);
    expect(mall.origin).toBe(location.origin);
    expect(mall.pathname).toBe(`${import.meta.env.BASE_URL}mock-mall/index.html`);
    expect(mall.search).toMatch(/^\?page=HOME&ticket=JF\d+$/);
    expect(two.url).not.toBe(one.url);
  });

  it('accepts a friend’s invitation once; refuses his own code and an unknown one', async () => {
    expect(await statusOf('inviteAdd', { activityCode: 'MGM2026', inviteCode: 'ZW8K3Q' })).toBe('05220107');
    expect(await statusOf('inviteAdd', { activityCode: 'MGM2026', inviteCode: 'AAAAAA' })).toBe('05220108');
    expect(await statusOf('inviteAdd', { activityCode: 'NEWYEAR', inviteCode: 'LF6T2N' })).toBe('05220108');
    const accepted = await dataOf('inviteAdd', { activityCode: 'MGM2026', inviteCode: 'LF6T2N' });
    expect(accepted).toMatchObject({ activityCode: 'MGM2026', inviterNameMasked: '刘*' });
    expect(await statusOf('inviteAdd', { activityCode: 'MGM2026', inviteCode: 'LF6T2N' })).toBe('05220106');
  });
});
