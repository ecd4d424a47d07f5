import type { Page } from 'playwright-core';
import { RECLICK_DEFAULT_MS } from '@/page-kit/reclick-guard';
import { UNBIND_REFUSAL, refused } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { forgetRefusedArrivalSend } from './refused-arrival';

/** The hostile suite's bank-card rows (the table's types: row-types.ts). */
const refusal = (data: unknown) => refused('05020001', '该卡尚有存续产品或在途交易，暂不可解绑', data);

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

async function openDialogOf({ page }: Ctx, action: string) {
  await button(page, action).first().click();
  await dialog(page).waitFor();
}

async function closeDialog({ page }: Ctx) {
  await dialog(page).getByRole('button', { name: '取消' }).click();
  await dialog(page).waitFor({ state: 'hidden' });
}

async function openBankPicker({ page }: Ctx) {
  await button(page, '开户银行').click();
  await page.getByRole('dialog', { name: '选择所属银行' }).waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

async function openRegionPicker({ page }: Ctx) {
  await button(page, '开户省市').click();
  await page.getByRole('dialog', { name: '所在区域' }).waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** A valid add form, filled as an investor would, then 下一步 (the SMS page sends at once). */
async function fillAddForm(ctx: Ctx) {
  const { page } = ctx;
  await goto(ctx, '/phone/addOrEditBankCard');
  await page.getByLabel('卡号', { exact: true }).pressSequentially('6217002870012345672');
  await openBankPicker(ctx);
  await page
    .getByRole('dialog', { name: '选择所属银行' })
    .getByRole('button', { name: '中国建设银行' })
    .click();
  await openRegionPicker(ctx);
  const region = page.getByRole('dialog', { name: '所在区域' });
  await region.getByRole('button', { name: '广东省', exact: true }).click();
  await region.getByRole('button', { name: '深圳市', exact: true }).click();
  await region.getByRole('button', { name: '确定' }).click();
  await region.waitFor({ state: 'hidden' });
  await page.getByLabel('支行名称').fill('深圳分行科技园支行');
  await page.getByLabel('银行预留手机号').pressSequentially('13900001111');
}

async function toSmsPage(ctx: Ctx) {
  await fillAddForm(ctx);
  await toSmsStep(ctx);
}

/** 下一步 from a valid form: the SMS page, its code sent on arrival. */
async function toSmsStep(ctx: Ctx) {
  await button(ctx.page, '下一步').click();
  await ctx.page.getByLabel('短信验证码').waitFor();
  await ctx.page.waitForLoadState('networkidle').catch(() => undefined);
}

/** cannotUnbind as the list opens it: the refusal's reasons in the router state. */
async function refusedUnbind(ctx: Ctx) {
  await goto(ctx, '/phone/bankCardList');
  await openDialogOf(ctx, '解绑');
  await dialog(ctx.page).getByRole('button', { name: '解绑' }).click();
  await ctx.page.waitForURL(/cannotUnbind/);
  await ctx.page.waitForLoadState('networkidle').catch(() => undefined);
}

export const BANK_CARD_ROWS: RouteRow[] = [
  {
    route: '/phone/bankCardList',
    open: (ctx) => goto(ctx, '/phone/bankCardList'),
    reveal: [
      async (ctx) => openDialogOf(ctx, '设为默认'),
      async (ctx) => {
        await closeDialog(ctx);
        // The dialog's buttons ignore a second tap within the kit's re-click window.
        await ctx.page.waitForTimeout(RECLICK_DEFAULT_MS + 100);
        await openDialogOf(ctx, '解绑');
      },
    ],
    markupCalls: ['bankCardList'],
    reads: [{ call: 'bankCardList' }],
    writes: [
      {
        name: 'set default',
        call: 'bankCardAsDefault',
        arrange: (ctx) => goto(ctx, '/phone/bankCardList'),
        bursts: [
          ({ page }) => button(page, '设为默认').first(),
          ({ page }) => dialog(page).getByRole('button', { name: '设为默认' }),
        ],
      },
      {
        name: 'unbind',
        call: 'checkRemoveBankCard',
        arrange: (ctx) => goto(ctx, '/phone/bankCardList'),
        bursts: [
          ({ page }) => button(page, '解绑').first(),
          ({ page }) => dialog(page).getByRole('button', { name: '解绑' }),
        ],
      },
    ],
  },
  {
    route: '/phone/addOrEditBankCard',
    open: (ctx) => goto(ctx, '/phone/addOrEditBankCard'),
    reveal: [
      openBankPicker,
      async (ctx) => {
        await ctx.page.keyboard.press('Escape');
        await goto(ctx, '/phone/addOrEditBankCard');
        await openRegionPicker(ctx);
      },
      async (ctx) => goto(ctx, '/phone/addOrEditBankCard?cardId=BC1'),
    ],
    markupCalls: ['bankCardList', 'queryBankCardHeadList', 'selectAreaCity'],
    reads: [
      { call: 'bankCardList' },
      { call: 'bankCardList', show: (ctx) => goto(ctx, '/phone/addOrEditBankCard?cardId=BC1') },
      {
        call: 'queryBankCardHeadList',
        show: async (ctx) => {
          await goto(ctx, '/phone/addOrEditBankCard');
          await openBankPicker(ctx);
        },
      },
      {
        call: 'selectAreaCity',
        show: async (ctx) => {
          await goto(ctx, '/phone/addOrEditBankCard');
          await openRegionPicker(ctx);
        },
      },
    ],
    writes: [
      {
        // 下一步 hands over to the SMS page, which sends the code once on arrival.
        name: 'next (sends the SMS)',
        call: 'bankCardSMSCode',
        arrange: fillAddForm,
        bursts: [({ page }) => button(page, '下一步')],
      },
    ],
  },
  {
    route: '/phone/smsVerification',
    open: toSmsPage,
    markupCalls: [],
    reads: [{ call: 'bankCardSMSCode' }],
    writes: [
      {
        name: 'resend after a refused first send',
        call: 'bankCardSMSCode',
        arrange: async (ctx) => {
          ctx.stub.answer('bankCardSMSCode', (_, count) =>
            count === 1
              ? refused('05020006', '验证码发送过于频繁，请稍后再试')
              : refused('05020006', '仍然过于频繁'),
          );
          await toSmsPage(ctx);
          // The arrival's send may leave after the page looks loaded: forget it only once it
          // has been answered, or it counts as the burst's second request.
          await forgetRefusedArrivalSend(ctx, 'bankCardSMSCode');
          await ctx.page
            .getByRole('button', { name: /获取验证码/ })
            .and(ctx.page.locator(':enabled'))
            .waitFor();
        },
        bursts: [({ page }) => page.getByRole('button', { name: /获取验证码/ })],
      },
      {
        name: 'confirm the code',
        call: 'addBankCard',
        arrange: async (ctx) => {
          await toSmsPage(ctx);
          await ctx.page.getByLabel('短信验证码').fill('123456');
        },
        bursts: [({ page }) => button(page, '确定')],
      },
      {
        // The edit of card BC1 as the list's 修改 opens it: the form is valid as it comes.
        name: 'confirm the edit’s code',
        call: 'updateBankCardInfo',
        arrange: async (ctx) => {
          await goto(ctx, '/phone/addOrEditBankCard?cardId=BC1');
          await toSmsStep(ctx);
          await ctx.page.getByRole('button', { name: /重新获取/ }).waitFor();
          await ctx.page.getByLabel('短信验证码').fill('123456');
        },
        bursts: [({ page }) => button(page, '确定')],
      },
    ],
  },
  {
    route: '/phone/cannotUnbind',
    open: async (ctx) => {
      ctx.stub.answer(
        'checkRemoveBankCard',
        refused('05020001', '该卡尚有存续产品或在途交易，暂不可解绑', UNBIND_REFUSAL),
      );
      await refusedUnbind(ctx);
    },
    reveal: [async (ctx) => goto(ctx, '/phone/cannotUnbind?cardId=BC2')],
    markupCalls: ['bankCardList'],
    markupRefusal: {
      call: 'checkRemoveBankCard',
      answer: (data) => refused('05020001', '<img src=x onerror="window.__xss=9">', data),
    },
    reads: [
      { call: 'bankCardList', show: (ctx) => goto(ctx, '/phone/cannotUnbind?cardId=BC2') },
      { call: 'checkRemoveBankCard', failureData: { data: UNBIND_REFUSAL, answer: refusal } },
    ],
    writes: [],
  },
];
