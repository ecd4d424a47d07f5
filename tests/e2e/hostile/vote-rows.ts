import type { Ctx, RouteRow } from './row-types';

/**
 * The hostile suite's row of the beneficiaries' vote: on
 * votQuestionnaire's review, 获取验证码 sends one code (getVoteVerificationCode), and a burst of
 * 确认表决 checks the code once (checkVoteSmsCode) and casts the ballot once (submitVoteChoices).
 * The contract's example meeting is open with three motions the holder has not voted on; every
 * call gets Prism's example.
 */
const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

const VOTE = '/phone/votQuestionnaire';

/** Through the three motions (同意 each) to the review with its SMS step. */
async function toTheReview(ctx: Ctx) {
  const { page, url } = ctx;
  await page.goto(url(VOTE));
  await button(ctx, '开始表决').click();
  // One motion a screen; a choice moves on to the next motion by itself (auto-advance).
  for (let motion = 1; motion <= 3; motion += 1) {
    await page.getByRole('heading', { name: new RegExp(`议案${motion}：`) }).waitFor();
    await page.getByRole('radio', { name: /同意/ }).first().click();
  }
  await button(ctx, '下一步').click();
  await page.getByRole('region', { name: '您的表决意见' }).waitFor();
}

/** On to the review, a code sent and typed in. */
async function toTheCode(ctx: Ctx) {
  await toTheReview(ctx);
  await button(ctx, '获取验证码').click();
  await ctx.page.getByText(/验证码已发送至/).waitFor();
  await ctx.page.getByPlaceholder('请输入6位验证码').fill('123456');
}

export const VOTE_ROWS: RouteRow[] = [
  {
    route: VOTE,
    open: async ({ page, url }) => {
      await page.goto(url(VOTE));
      await page.waitForLoadState('networkidle').catch(() => undefined);
    },
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'send the SMS code',
        call: 'getVoteVerificationCode',
        arrange: toTheReview,
        bursts: [(ctx) => button(ctx, '获取验证码')],
      },
      {
        name: 'cast the ballot',
        call: 'submitVoteChoices',
        arrange: toTheCode,
        bursts: [(ctx) => button(ctx, '确认表决')],
      },
      {
        name: 'check the SMS code once',
        call: 'checkVoteSmsCode',
        arrange: toTheCode,
        bursts: [(ctx) => button(ctx, '确认表决')],
      },
    ],
  },
];
