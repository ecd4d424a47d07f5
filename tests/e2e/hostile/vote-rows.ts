import type { Ctx, RouteRow } from './bank-card-rows';

/**
 * The hostile suite's row of the beneficiaries' vote (issue 14, helper RK): votQuestionnaire
 * sends the ballot (submitVoteChoices) once after the SMS check. The contract's example meeting is
 * open with three motions the holder has not voted on; every call gets Prism's example.
 */
const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

export const VOTE_ROWS: RouteRow[] = [
  {
    route: '/phone/votQuestionnaire',
    open: async ({ page, url }) => {
      await page.goto(url('/phone/votQuestionnaire'));
      await page.waitForLoadState('networkidle').catch(() => undefined);
    },
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'cast the ballot',
        call: 'submitVoteChoices',
        arrange: async (ctx) => {
          const { page, url } = ctx;
          await page.goto(url('/phone/votQuestionnaire'));
          await button(ctx, '开始表决').click();
          // One motion a screen; a choice moves on to the next motion by itself (auto-advance).
          for (let motion = 1; motion <= 3; motion += 1) {
            await page.getByRole('heading', { name: new RegExp(`议案${motion}：`) }).waitFor();
            await page.getByRole('radio', { name: /同意/ }).first().click();
          }
          await button(ctx, '下一步').click();
          await page.getByRole('region', { name: '您的表决意见' }).waitFor();
          await button(ctx, '获取验证码').click();
          await page.getByText(/验证码已发送至/).waitFor();
          await page.getByPlaceholder('请输入6位验证码').fill('123456');
        },
        bursts: [(ctx) => button(ctx, '确认表决')],
      },
    ],
  },
];
