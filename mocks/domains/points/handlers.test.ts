import { describe, expect, it } from 'vitest';
import type { IntegralRules } from '@gen/model/integralRules';
import type { MemberInterestsData } from '@gen/model/memberInterestsData';
import type { PointsAccount } from '@gen/model/pointsAccount';
import type { SignInCalendar } from '@gen/model/signInCalendar';
import type { SignInResult } from '@gen/model/signInResult';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { responseExampleOf } from '@mocks/contract/contract-examples';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
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
const dataOf = async <T>(name: string, requestData: unknown = {}) =>
  (await call(name, requestData)).result.data as T;
const exampleData = (name: string) => (responseExampleOf(name) as { result: { data: unknown } }).result.data;

describe('points mock', () => {
  it(
    'answers the account, the rules and the benefits exactly as the contract’s examples',
    { timeout: 30_000 },
    async () => {
      expect(await dataOf<PointsAccount>('userTotalIntegral')).toEqual(exampleData('userTotalIntegral'));
      expect(await dataOf<IntegralRules>('getIntegralRules')).toEqual(exampleData('getIntegralRules'));
      expect(await dataOf<MemberInterestsData>('queryMemberInterests')).toEqual(
        exampleData('queryMemberInterests'),
      );
    },
  );

  it('shows this month’s calendar: three days in a row before today, today not yet', async () => {
    const today = chinaToday();
    const calendar = await dataOf<SignInCalendar>('userSignSelect');
    expect(calendar).toMatchObject({ today, signedToday: false, streakDays: 3, todayPoints: 10 });
    expect(calendar.month).toBe(today.slice(0, 7));
    for (const offset of [-1, -2, -3]) {
      const day = addDays(today, offset);
      if (day.startsWith(calendar.month)) expect(calendar.signedDates).toContain(day);
    }
    const other = await dataOf<SignInCalendar>('userSignSelect', { month: '2025-01' });
    expect(other).toMatchObject({ month: '2025-01', signedDates: [] });
  });

  it('signs in once a day: 10 points, the streak grows, a second sign-in is 05220001', async () => {
    const result = await dataOf<SignInResult>('userSign');
    expect(result).toEqual({
      signDate: chinaToday(),
      pointsEarned: 10,
      streakDays: 4,
      availablePoints: 12690,
    });
    const again = await call('userSign');
    expect(again.result.statusCode).toBe('05220001');
    expect(again.result.msg).toBe('今日已签到，明天再来吧');
    expect(await dataOf<SignInCalendar>('userSignSelect')).toMatchObject({
      signedToday: true,
      streakDays: 4,
    });
    expect(await dataOf<PointsAccount>('userTotalIntegral')).toMatchObject({
      availablePoints: 12690,
      totalEarned: 18960,
    });
  });
});
