import type { Ctx, RouteRow } from './row-types';

/**
 * The hostile suite's rows of the points pages that write: the daily
 * sign-in (userSign) and the SMS invitation (sendInviteSms). Burst rows only: the reads of these
 * pages are swept by the route sweep with the contract's examples spoiled; the rows answer
 * nothing themselves, so every call gets Prism's example (the contract's).
 */
async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

export const POINTS_ROWS: RouteRow[] = [
  {
    route: '/phone/interests',
    open: (ctx) => goto(ctx, '/phone/interests'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'sign in for today',
        call: 'userSign',
        arrange: (ctx) => goto(ctx, '/phone/interests'),
        bursts: [(ctx) => button(ctx, '签到')],
      },
    ],
  },
  {
    route: '/phone/getQrcode',
    open: (ctx) => goto(ctx, '/phone/getQrcode'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'invite a friend by SMS',
        call: 'sendInviteSms',
        arrange: async (ctx) => {
          await goto(ctx, '/phone/getQrcode');
          await ctx.page.getByRole('textbox', { name: '好友手机号' }).fill('13955556666');
        },
        bursts: [(ctx) => button(ctx, '发送邀请短信')],
      },
    ],
  },
];
