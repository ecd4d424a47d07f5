import type { Page } from 'playwright-core';
import { ok } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { FIXED_RAISING } from '../support/seed-ids';

/**
 * The hostile suite's burst rows of the product domain's other writes (choose and subscribe):
 * productDetail toggles 关注 (followProduct) and capitain's amount form submits the order
 * (makeOrder, after the checkProductOrder read); a burst must send one request. Write rows only
 * (the sweep and the reads of the other rows cover what the pages read); every read goes to
 * Prism's examples, the story's 鑫享稳健1号 (FIXED_RAISING). makePreheat and makeReservation /
 * cancelReservation have their rows in product-detail-rows.ts and reservation-rows.ts.
 */
const DETAIL = `/phone/productDetail?productCode=${FIXED_RAISING}`;
const AMOUNT = `/phone/capitain?productCode=${FIXED_RAISING}&step=amount`;

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const followButton = (page: Page) => page.locator('button.product-follow');
const confirmButton = (page: Page) => page.getByRole('button', { name: '确认认购', exact: true });

/** 150万 typed, the preselected card kept, the three agreements ticked: ready to submit. */
async function fillOrder(ctx: Ctx) {
  await goto(ctx, AMOUNT);
  const { page } = ctx;
  const amount = page.getByRole('textbox', { name: '认购金额' });
  await amount.click();
  await page.keyboard.type('1500000');
  await page.keyboard.press('Enter');
  await page.getByText('壹佰伍拾万元整').waitFor();
  // The label is what the investor taps (the native box is visually hidden).
  await page.getByText('我已阅读并同意').click();
  await page.locator('.subscribe-agreement-box.adm-checkbox-checked').waitFor();
}

export const PRODUCT_ROWS: RouteRow[] = [
  {
    route: DETAIL,
    open: (ctx) => goto(ctx, DETAIL),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: '关注 / 取消关注',
        call: 'followProduct',
        arrange: async (ctx) => {
          await goto(ctx, DETAIL);
          await followButton(ctx.page).waitFor();
        },
        bursts: [({ page }) => followButton(page)],
      },
    ],
  },
  {
    route: AMOUNT,
    // No unfinished order of the product (Prism's example has one, which asks first): the burst
    // goes straight from 确认认购 to makeOrder.
    given: (stub) => void stub.answer('checkProductOrder', ok({ pendingOrders: [] })),
    open: (ctx) => goto(ctx, AMOUNT),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: '确认认购',
        call: 'makeOrder',
        arrange: fillOrder,
        bursts: [({ page }) => confirmButton(page)],
      },
    ],
  },
];
