import type { Page } from 'playwright-core';
import type { Ctx, RouteRow } from './bank-card-rows';

/**
 * The hostile suite's burst rows of the product domain's other writes (issue 11, area PR):
 * productDetail toggles 关注 (followProduct); a burst must send one request. Write rows only (the
 * sweep and the reads of the other rows cover what the pages read); every read goes to Prism's
 * examples, the story's 鑫享稳健1号 (XT2024001). makePreheat and makeReservation /
 * cancelReservation have their rows in product-detail-rows.ts and reservation-rows.ts; makeOrder's
 * burst is a page flow for now (tests/flows/product/subscribe-amount.test.tsx).
 */
const DETAIL = '/phone/productDetail?productCode=XT2024001';

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const followButton = (page: Page) => page.locator('button.product-follow');

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
];
