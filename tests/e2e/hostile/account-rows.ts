import type { Ctx, RouteRow } from './row-types';

/**
 * The hostile suite's rows of the account pages that write: the user name
 * (setLoginName), the address after the SMS code (updateContactInfo) and the name's pinyin
 * (savePersonMessage). Burst rows only: the reads are swept by the route sweep; every call
 * gets Prism's example. The SMS login is not here: this suite runs in the own app, whose login is
 * the native one (tests/flows/auth/login-burst.test.tsx bursts the SMS login's buttons instead).
 */
async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

export const ACCOUNT_ROWS: RouteRow[] = [
  {
    route: '/phone/setUserName',
    open: (ctx) => goto(ctx, '/phone/setUserName'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'save the user name',
        call: 'setLoginName',
        arrange: async (ctx) => {
          await goto(ctx, '/phone/setUserName');
          await ctx.page
            .getByRole('textbox', { name: /用户名$/ })
            .last()
            .fill('zhangwei_2026');
        },
        bursts: [(ctx) => button(ctx, '保存')],
      },
    ],
  },
  {
    route: '/phone/personInfoUpdate?section=contact',
    open: (ctx) => goto(ctx, '/phone/personInfoUpdate?section=contact'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'confirm the address with the SMS code',
        call: 'updateContactInfo',
        arrange: async (ctx) => {
          await goto(ctx, '/phone/personInfoUpdate?section=contact');
          await button(ctx, '下一步').click();
          // The code sent on arrival has its ticket (确认修改 is disabled until then).
          await ctx.page.getByRole('button', { name: /重新获取/ }).waitFor();
          await ctx.page.getByLabel('短信验证码').fill('123456');
        },
        bursts: [(ctx) => button(ctx, '确认修改')],
      },
    ],
  },
  {
    route: '/phone/nameModification',
    open: (ctx) => goto(ctx, '/phone/nameModification'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'save the name’s pinyin',
        call: 'savePersonMessage',
        arrange: async (ctx) => {
          await goto(ctx, '/phone/nameModification');
          await ctx.page.getByLabel('名（拼音）').fill('WEI');
        },
        bursts: [(ctx) => button(ctx, '保存')],
      },
    ],
  },
];
