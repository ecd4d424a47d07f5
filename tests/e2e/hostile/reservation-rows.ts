import type { Page } from 'playwright-core';
import type { ProductAdmitControlData } from '@gen/model/productAdmitControlData';
import type { ProductDetail } from '@gen/model/productDetail';
import type { ReservationItem } from '@gen/model/reservationItem';
import { ok, VALID_DATA } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { FIXED_RESERVING } from '../support/seed-ids';

/**
 * The hostile suite's rows of the reservation pages: reservation sends
 * makeReservation from its form, reservationPlan cancelReservation after a confirm dialog; a
 * burst on either must send one request.
 */
const product: ProductDetail = {
  productCode: FIXED_RESERVING,
  productName: '鑫盛优选2号集合资金信托计划',
  shortName: '鑫盛优选2号',
  productClass: 'FIXED',
  riskLevel: 'R2',
  status: 'RESERVING',
  termText: '18个月',
  termMonths: 18,
  minAmount: '1000000.00',
  stepAmount: '100000.00',
  totalScale: '500000000.00',
  remainingQuota: '500000000.00',
  raiseStart: '2099-11-25',
  raiseEnd: '2099-12-10',
  distribution: '每季度付息，到期还本',
  benchmarkTiers: [{ minAmount: '1000000.00', rate: '5.10' }],
  trustee: '华信信托股份有限公司',
  custodian: '招商银行股份有限公司深圳分行',
  needsDoubleRecord: false,
  highlights: [],
};

const reservation = (over: Partial<ReservationItem>): ReservationItem => ({
  reservationNo: 'YY209911200001',
  productCode: FIXED_RESERVING,
  productName: '鑫盛优选2号集合资金信托计划',
  intendedAmount: '2000000.00',
  contactPeriod: 'WEEKDAY_AFTERNOON',
  status: 'RESERVED',
  statusText: '已预约',
  cancellable: true,
  raiseStart: '2099-11-25',
  createdAt: '2099-11-20T10:30:00+08:00',
  ...over,
});

const admitted: ProductAdmitControlData = {
  productCode: FIXED_RESERVING,
  productName: '鑫盛优选2号集合资金信托计划',
  scene: 'RESERVE',
  admitted: true,
};

Object.assign(VALID_DATA, {
  appletProductDetail: () => product,
  productAdmitControl: () => admitted,
  queryReservationList: () => [reservation({})],
  makeReservation: () => reservation({}),
  cancelReservation: () => reservation({ status: 'CANCELLED', statusText: '已取消', cancellable: false }),
} satisfies typeof VALID_DATA);

const RESERVE = `/phone/reservation?productCode=${FIXED_RESERVING}`;
const PLAN = '/phone/reservationPlan';

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export const RESERVATION_ROWS: RouteRow[] = [
  {
    route: RESERVE,
    // No open reservation: the form shows (the plan's row answers with one).
    given: (stub) => void stub.answer('queryReservationList', ok([])),
    open: (ctx) => goto(ctx, RESERVE),
    markupCalls: [],
    reads: [{ call: 'appletProductDetail' }, { call: 'productAdmitControl' }],
    writes: [
      {
        name: 'submit the reservation',
        call: 'makeReservation',
        arrange: async (ctx) => {
          await goto(ctx, RESERVE);
          await ctx.page.getByRole('textbox', { name: '意向金额' }).click();
          await ctx.page.keyboard.type('2000000');
          await ctx.page.keyboard.press('Enter');
        },
        bursts: [({ page }) => button(page, '提交预约')],
      },
    ],
  },
  {
    route: PLAN,
    open: (ctx) => goto(ctx, PLAN),
    markupCalls: [],
    reads: [{ call: 'queryReservationList' }],
    writes: [
      {
        name: 'cancel a reservation after the confirm dialog',
        call: 'cancelReservation',
        arrange: async (ctx) => {
          await goto(ctx, PLAN);
          await button(ctx.page, '取消预约').click();
          await ctx.page.getByRole('dialog').waitFor();
        },
        bursts: [
          ({ page }) => page.getByRole('dialog').getByRole('button', { name: '取消预约', exact: true }),
        ],
      },
    ],
  },
];
