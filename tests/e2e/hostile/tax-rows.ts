import { refused } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { forgetRefusedArrivalSend } from './refused-arrival';

/**
 * The hostile suite's row of the CRS declaration's signing: a burst of
 * 确认签署 on fiscal/note checks the SMS code once (checkMessage) and sends the declaration once
 * (addTaxIssueInfo), and 获取验证码 sends one code (crsSendMessage). Reached through identity
 * (仅为中国税收居民, no details) and consequence, as the draft lives in the page. Every call gets
 * Prism's example (the contract's) unless a row says otherwise.
 */
const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

/** Through identity (仅为中国税收居民) and consequence to fiscal/note (which sends a code on arrival). */
async function toTheNote(ctx: Ctx) {
  const { page, url } = ctx;
  await page.goto(url('/phone/fiscal/identity'));
  // A tap on the row, as a finger does (ChoiceRow's native radio is visually hidden).
  await page.locator('label', { has: page.getByRole('radio', { name: /^仅为中国税收居民/ }) }).click();
  await button(ctx, '下一步').click();
  await page.waitForURL(/\/phone\/fiscal\/consequence/);
  const promise = page.getByRole('checkbox', { name: /承诺信息变化后30日内告知/ });
  await page.locator('label', { has: promise }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].some((box) => box.checked),
  );
  await button(ctx, '确认并获取验证码').click();
  await page.waitForURL(/\/phone\/fiscal\/note/);
}

/** On fiscal/note with the code sent and typed in. */
async function toTheCode(ctx: Ctx) {
  await toTheNote(ctx);
  await ctx.page.getByText(/验证码已发送至/).waitFor();
  await ctx.page.getByPlaceholder('请输入6位验证码').fill('123456');
}

export const TAX_ROWS: RouteRow[] = [
  {
    route: '/phone/fiscal/note',
    open: async ({ page, url }) => {
      await page.goto(url('/phone/fiscal/identity'));
      await page.waitForLoadState('networkidle').catch(() => undefined);
    },
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'sign the declaration with the SMS code',
        call: 'addTaxIssueInfo',
        arrange: toTheCode,
        bursts: [(ctx) => button(ctx, '确认签署')],
      },
      {
        // The send on arrival is refused (too frequent), so 获取验证码 is there without the 60 s wait.
        name: 'send the code again after a refused first send',
        call: 'crsSendMessage',
        arrange: async (ctx) => {
          ctx.stub.answer('crsSendMessage', refused('05090003', '验证码发送过于频繁，请稍后再试'));
          await toTheNote(ctx);
          await forgetRefusedArrivalSend(ctx, 'crsSendMessage');
          await button(ctx, '获取验证码').and(ctx.page.locator(':enabled')).waitFor();
        },
        bursts: [(ctx) => button(ctx, '获取验证码')],
      },
      {
        name: 'check the SMS code once',
        call: 'checkMessage',
        arrange: toTheCode,
        bursts: [(ctx) => button(ctx, '确认签署')],
      },
    ],
  },
];
