import type { Ctx, RouteRow } from './bank-card-rows';

/**
 * The hostile suite's row of the CRS declaration's signing (issue 14, helpers RK, BU): a burst of
 * 确认签署 on fiscal/note checks the SMS code once (checkMessage) and sends the declaration once
 * (addTaxIssueInfo). Reached through identity (仅为中国税收居民, no details) and consequence, as
 * the draft lives in the page. Every call gets Prism's example (the contract's).
 */
const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

/** Through identity (仅为中国税收居民) and consequence to fiscal/note, the code typed in. */
async function toTheCode(ctx: Ctx) {
  const { page, url } = ctx;
  await page.goto(url('/phone/fiscal/identity'));
  await page.getByRole('radio', { name: /^仅为中国税收居民/ }).click();
  await button(ctx, '下一步').click();
  await page.waitForURL(/\/phone\/fiscal\/consequence/);
  const promise = page.getByRole('checkbox', { name: /承诺信息变化后30日内告知/ });
  await page.locator('label', { has: promise }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].some((box) => box.checked),
  );
  await button(ctx, '确认并获取验证码').click();
  await page.waitForURL(/\/phone\/fiscal\/note/);
  await page.getByText(/验证码已发送至/).waitFor();
  await page.getByPlaceholder('请输入6位验证码').fill('123456');
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
        name: 'check the SMS code once',
        call: 'checkMessage',
        arrange: toTheCode,
        bursts: [(ctx) => button(ctx, '确认签署')],
      },
    ],
  },
];
