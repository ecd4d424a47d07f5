import type { Ctx, RouteRow } from './row-types';

/**
 * The hostile suite's rows of the customer pages that write: applying for
 * another relationship manager (applyCustomerManager), closing the account (its SMS code,
 * cancelSendSms, then cancelCustomer) and renewing the ID (updateCustomerInfo, after the SMS code).
 * Burst rows only: the reads are swept by the route sweep; every call gets Prism's example
 * (the contract's): the investor is bound to M0102, the detail page shows M0215.
 */
async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });
const dialog = (ctx: Ctx) => ctx.page.getByRole('dialog');

/** personInfo's 注销账户, past its warning, with a reason chosen: the sheet's SMS step. */
async function openCancelSheet(ctx: Ctx) {
  await goto(ctx, '/phone/personInfo');
  await button(ctx, '注销账户').click();
  await dialog(ctx).getByRole('button', { name: '继续注销' }).click();
  await ctx.page.getByText('不再需要', { exact: true }).click();
  await button(ctx, '获取验证码').waitFor();
}

export const CUSTOMER_ROWS: RouteRow[] = [
  {
    route: '/phone/financeManagerMy?managerCode=M0215',
    open: (ctx) => goto(ctx, '/phone/financeManagerMy?managerCode=M0215'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'apply to change to this manager',
        call: 'applyCustomerManager',
        arrange: (ctx) => goto(ctx, '/phone/financeManagerMy?managerCode=M0215'),
        bursts: [
          (ctx) => button(ctx, '申请更换为TA'),
          (ctx) => dialog(ctx).getByRole('button', { name: '提交申请' }),
        ],
      },
    ],
  },
  {
    route: '/phone/personInfo',
    open: (ctx) => goto(ctx, '/phone/personInfo'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'send the closing’s SMS code',
        call: 'cancelSendSms',
        arrange: openCancelSheet,
        bursts: [(ctx) => button(ctx, '获取验证码')],
      },
      {
        name: 'close the account with the SMS code',
        call: 'cancelCustomer',
        arrange: async (ctx) => {
          await openCancelSheet(ctx);
          await button(ctx, '获取验证码').click();
          await ctx.page.getByRole('button', { name: /重新获取/ }).waitFor();
          await ctx.page.getByLabel('短信验证码').fill('123456');
        },
        bursts: [(ctx) => button(ctx, '确认注销')],
      },
    ],
  },
  {
    route: '/phone/personInfoUpdate?section=identity',
    open: (ctx) => goto(ctx, '/phone/personInfoUpdate?section=identity'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'renew the ID with the SMS code',
        call: 'updateCustomerInfo',
        arrange: async (ctx) => {
          await goto(ctx, '/phone/personInfoUpdate?section=identity');
          await button(ctx, '下一步').click();
          // The code sent on arrival has its ticket (确认修改 is disabled until then).
          await ctx.page.getByRole('button', { name: /重新获取/ }).waitFor();
          await ctx.page.getByLabel('短信验证码').fill('123456');
        },
        bursts: [(ctx) => button(ctx, '确认修改')],
      },
    ],
  },
];
