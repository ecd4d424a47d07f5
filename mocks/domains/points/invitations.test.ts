import { describe, expect, it } from 'vitest';
import type { ActivityStatus } from '@gen/model/activityStatus';
import type { InvitationPage } from '@gen/model/invitationPage';
import type { MarketTool } from '@gen/model/marketTool';
import type { MgmInviteInfo } from '@gen/model/mgmInviteInfo';
import type { SendInviteSmsData } from '@gen/model/sendInviteSmsData';
import { responseExampleOf } from '@mocks/contract/contract-examples';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { setSessionStatus } from '@mocks/scenarios/session';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { sendInvitation } from './invitation-rules';
import { addDays, chinaToday } from './seed';

setupMockApi();

/** Posts a call; every answer, success or refusal, must match the contract's response schema. */
async function call(name: string, requestData: unknown = {}) {
  const answer = await postCall(name, requestData);
  expect(answer.status).toBe(200);
  const parsed = responseSchemaOf(name)!.safeParse(answer.json);
  expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
  return answer.json as { code: string; result: { statusCode: string; msg: string; data?: unknown } };
}
const dataOf = async <T>(name: string, requestData: unknown = {}) => {
  const answer = await call(name, requestData);
  expect(answer.result.statusCode, answer.result.msg).toBe('00000000');
  return answer.result.data as T;
};
const refusalOf = async (name: string, requestData: unknown) => (await call(name, requestData)).result;
const exampleData = (name: string) => (responseExampleOf(name) as { result: { data: unknown } }).result.data;
const year = chinaToday().slice(0, 4);

describe('invitations (mgm*)', () => {
  it(
    'answers the invite code, its link and the results so far, as the contract’s example',
    { timeout: 30_000 },
    async () => {
      const info = await dataOf<MgmInviteInfo>('mgmInviteInfo');
      expect(info).toEqual({ ...(exampleData('mgmInviteInfo') as object), validUntil: `${year}-12-31` });
    },
  );

  it('lists the three friends newest first, with the points each earned', async () => {
    const page = await dataOf<InvitationPage>('queryMyInvitateList', { pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(3);
    expect(page.list.map((row) => [row.status, row.rewardPoints, row.friendPhoneMasked])).toEqual([
      ['INVITED', 0, '137****9021'],
      ['REGISTERED', 200, '186****3307'],
      ['INVESTED', 2200, '139****2468'],
    ]);
    const second = await dataOf<InvitationPage>('queryMyInvitateList', { pageNum: 2, pageSize: 2 });
    expect(second.list.map((row) => row.inviteId)).toEqual(['IV20261105000012']);
  });

  it('sends an SMS invitation: it heads the list as 已发送邀请 and counts in the code’s results', async () => {
    const sent = await dataOf<SendInviteSmsData>('sendInviteSms', { friendPhone: '13955556666' });
    expect(sent.sentToMasked).toBe('139****6666');
    expect(sent.invitedAt).toMatch(new RegExp(`^${chinaToday()}T`));
    const page = await dataOf<InvitationPage>('queryMyInvitateList', { pageNum: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ inviteId: sent.inviteId, channel: 'SMS', status: 'INVITED' });
    expect((await dataOf<MgmInviteInfo>('mgmInviteInfo')).invitedCount).toBe(4);
  });

  it('refuses an investor’s number (05220103) and the same number twice within 24 hours (05220105)', async () => {
    expect(await refusalOf('sendInviteSms', { friendPhone: '13812345678' })).toMatchObject({
      statusCode: '05220103',
      msg: '该手机号已是华信信托用户，无需邀请',
    });
    await dataOf('sendInviteSms', { friendPhone: '13955556666', friendName: '李先生' });
    expect(await refusalOf('sendInviteSms', { friendPhone: '13955556666' })).toMatchObject({
      statusCode: '05220105',
    });
  });

  it('stops at ten SMS invitations a day (05220104)', async () => {
    const now = Date.now();
    for (let i = 0; i < 9; i += 1)
      await sendInvitation('C2018031600', { friendPhone: `1365555000${i}` }, now);
    await dataOf('sendInviteSms', { friendPhone: '13655550009' });
    expect(await refusalOf('sendInviteSms', { friendPhone: '13655550010' })).toMatchObject({
      statusCode: '05220104',
    });
  });

  it('needs a session for the code and the invitations', async () => {
    await setSessionStatus('loggedOut');
    expect((await call('mgmInviteInfo')).code).toBe('06060010');
    expect((await call('sendInviteSms', { friendPhone: '13955556666' })).code).toBe('06060010');
  });
});

describe('marketing tools and activity links', () => {
  it('answers a product tool with its adviser, as the contract’s example, without a session', async () => {
    await setSessionStatus('loggedOut');
    const tool = await dataOf<MarketTool>('mgmMarketTool', { toolCode: 'MT8F2K1Q' });
    expect(tool).toEqual({ ...(exampleData('mgmMarketTool') as object), validUntil: `${year}-12-31` });
    const article = await dataOf<MarketTool>('mgmMarketTool', { toolCode: 'MA3R7W2P' });
    expect(article).toMatchObject({ kind: 'ARTICLE', adviser: { managerName: '李娜' } });
    expect(article.riskLevel).toBeUndefined();
  });

  it('refuses an expired or unknown tool (05220201) and a withdrawn one (05220202)', async () => {
    expect((await refusalOf('mgmMarketTool', { toolCode: 'MT2EXP1RD' })).statusCode).toBe('05220201');
    expect((await refusalOf('mgmMarketTool', { toolCode: 'MTUNKNOWN1' })).statusCode).toBe('05220201');
    expect(await refusalOf('mgmMarketTool', { toolCode: 'MT5OLD0UT' })).toMatchObject({
      statusCode: '05220202',
      msg: '该产品已售罄或内容已下架',
    });
  });

  it('leads an invitation link to the member centre after login, naming the inviter', async () => {
    await setSessionStatus('loggedOut');
    const status = await dataOf<ActivityStatus>('queryActivityStatus', {
      activityCode: 'MGM2026',
      inviteCode: 'ZW8K3Q',
    });
    expect(status).toEqual({
      ...(exampleData('queryActivityStatus') as object),
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    });
  });

  it('leads a tool’s link to its product (login first) or article (public)', async () => {
    expect(
      await dataOf<ActivityStatus>('queryActivityStatus', { activityCode: 'TOOL2026', toolCode: 'MT8F2K1Q' }),
    ).toMatchObject({
      state: 'ONGOING',
      target: '/phone/productDetail?productCode=XT2024001',
      needLogin: true,
    });
    expect(
      await dataOf<ActivityStatus>('queryActivityStatus', { activityCode: 'TOOL2026', toolCode: 'MA3R7W2P' }),
    ).toMatchObject({ target: '/phone/inforDetail?articleId=AR202406180003', needLogin: false });
    expect(
      (await refusalOf('queryActivityStatus', { activityCode: 'TOOL2026', toolCode: 'MT5OLD0UT' }))
        .statusCode,
    ).toBe('05220202');
  });

  it('names no target for an activity that has ended or not started, and refuses an unknown one', async () => {
    const ended = await dataOf<ActivityStatus>('queryActivityStatus', { activityCode: 'NEWYEAR' });
    expect(ended).toMatchObject({ state: 'ENDED', endDate: addDays(chinaToday(), -30) });
    expect(ended.target).toBeUndefined();
    const early = await dataOf<ActivityStatus>('queryActivityStatus', { activityCode: 'SPRING' });
    expect(early).toMatchObject({ state: 'NOT_STARTED', startDate: addDays(chinaToday(), 40) });
    expect(early.target).toBeUndefined();
    expect(await refusalOf('queryActivityStatus', { activityCode: 'NOPE' })).toMatchObject({
      statusCode: '05220301',
      msg: '活动不存在或链接有误',
    });
  });
});
