import type { Page } from 'playwright-core';
import { VALID_DATA } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { NAV_PREHEAT } from '../support/seed-ids';

/**
 * The hostile suite's rows of the product detail subpages. The chart,
 * history and text pages only read (the sweep covers them); preheatDetail writes makePreheat
 * from 开售提醒 (a burst must send one). The sale opens three days after "now", so the countdown
 * is running whatever day the suite runs on.
 */
const saleStartAt = () => {
  const at = new Date(Date.now() + 3 * 86_400_000);
  return `${at.toISOString().slice(0, 10)}T09:00:00+08:00`;
};

Object.assign(VALID_DATA, {
  productPreheatDetail: () => ({
    productCode: NAV_PREHEAT,
    productName: '华信量化对冲3号证券投资集合资金信托计划',
    productClass: 'EQUITY',
    riskLevel: 'R5',
    status: 'PREHEAT',
    termText: '60个月',
    minAmount: '1000000.00',
    benchmarkName: '中证500指数',
    saleStartAt: saleStartAt(),
    adviser: '深圳前海衡量投资管理有限公司',
    reminderCount: 127,
    highlights: ['市场中性策略，力争与大盘涨跌低相关', '股指期货对冲，回撤控制目标5%'],
  }),
  queryMakeStatus: () => ({ reminded: false }),
  makePreheat: () => ({ reminded: true, remindAt: saleStartAt().replace('T09:00', 'T08:30') }),
} satisfies typeof VALID_DATA);

const PREHEAT = `/phone/preheatDetail?productCode=${NAV_PREHEAT}`;

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const remindButton = (page: Page) => page.getByRole('button', { name: '开售提醒', exact: true });

export const PRODUCT_DETAIL_ROWS: RouteRow[] = [
  {
    route: PREHEAT,
    open: (ctx) => goto(ctx, PREHEAT),
    markupCalls: ['productPreheatDetail'],
    reads: [{ call: 'productPreheatDetail' }, { call: 'queryMakeStatus' }],
    writes: [
      {
        name: '开售提醒',
        call: 'makePreheat',
        arrange: async (ctx) => {
          await goto(ctx, PREHEAT);
          await remindButton(ctx.page).waitFor();
        },
        bursts: [({ page }) => remindButton(page)],
      },
    ],
  },
];
