import { z } from 'zod';
import type { MakeReservationRequest } from '@gen/model/makeReservationRequest';
import type { ReservationItem } from '@gen/model/reservationItem';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { refuseWith } from '@mocks/http/refusal';
import { chinaIso } from '../order/lifecycle';
import { amountProblem, findProduct, type ProductRecord } from './seed';

/**
 * Reservations (预约) of products not yet open (status RESERVING): the investor's intended
 * amount and when the relationship manager may call (makeReservation, queryReservationList,
 * cancelReservation — our proposal, see openapi/paths/product.yaml). One open reservation per
 * product. The story: 张伟 reserved 鑫享稳健1号 in June 2024 and subscribed 300万 from it
 * (OD202406180012); a reservation of 华信安盈1号 lapsed when it sold out. 鑫盛优选2号 (预约中)
 * is his to reserve.
 */

const statusSchema = z.enum(['RESERVED', 'CONVERTED', 'CANCELLED', 'EXPIRED']);
const periodSchema = z.enum([
  'ANYTIME',
  'WEEKDAY_MORNING',
  'WEEKDAY_AFTERNOON',
  'WEEKDAY_EVENING',
  'WEEKEND',
]);

export const storedReservationSchema = z.object({
  reservationNo: z.string(),
  investorId: z.string(),
  productCode: z.string(),
  intendedAmount: z.string(),
  contactPeriod: periodSchema,
  remark: z.string().optional(),
  status: statusSchema,
  createdAt: z.string(),
  cancelledAt: z.string().optional(),
});
export type StoredReservation = z.infer<typeof storedReservationSchema>;

export const reservations = defineCollection('productReservations', storedReservationSchema, {
  rows: (): StoredReservation[] => [
    {
      reservationNo: 'YY202406030001',
      investorId: DEMO_INVESTOR.customerId,
      productCode: 'XT2024001',
      intendedAmount: '3000000.00',
      contactPeriod: 'ANYTIME',
      status: 'CONVERTED',
      createdAt: '2024-06-03T09:20:00+08:00',
    },
    {
      reservationNo: 'YY202309120001',
      investorId: DEMO_INVESTOR.customerId,
      productCode: 'XT2023015',
      intendedAmount: '1000000.00',
      contactPeriod: 'WEEKDAY_MORNING',
      remark: '希望了解底层资产情况',
      status: 'EXPIRED',
      createdAt: '2023-09-12T14:05:00+08:00',
    },
  ],
});

export const RESERVATION_STATUS_TEXT: Readonly<Record<StoredReservation['status'], string>> = {
  RESERVED: '已预约',
  CONVERTED: '已认购',
  CANCELLED: '已取消',
  EXPIRED: '已失效',
};

function toItem(row: StoredReservation): ReservationItem {
  const product = findProduct(row.productCode);
  return {
    reservationNo: row.reservationNo,
    productCode: row.productCode,
    productName: product?.productName ?? row.productCode,
    intendedAmount: row.intendedAmount,
    contactPeriod: row.contactPeriod,
    ...(row.remark ? { remark: row.remark } : {}),
    status: row.status,
    statusText: RESERVATION_STATUS_TEXT[row.status],
    cancellable: row.status === 'RESERVED',
    ...(row.status === 'RESERVED' && product?.raiseStart ? { raiseStart: product.raiseStart } : {}),
    createdAt: row.createdAt,
  };
}

let serial = 0;

function nextReservationNo(atMs: number): string {
  const day = chinaIso(atMs).slice(0, 10).replaceAll('-', '');
  for (;;) {
    serial += 1;
    const reservationNo = `YY${day}${String(serial % 10000).padStart(4, '0')}`;
    if (!reservations.findFirst((q) => q.where({ reservationNo }))) return reservationNo;
  }
}

function reservableOrRefuse(productCode: string): ProductRecord {
  const product = findProduct(productCode);
  if (!product) refuseWith('05038001');
  if (product.status !== 'RESERVING' || product.productClass === 'FAMILY') refuseWith('05038010');
  return product;
}

/** makeReservation: one open reservation per product, the amount as 起投/递增 say. */
export async function makeReservation(
  investorId: string,
  request: MakeReservationRequest,
): Promise<ReservationItem> {
  const product = reservableOrRefuse(request.productCode);
  const open = reservations.findFirst((q) =>
    q.where({ investorId, productCode: request.productCode, status: 'RESERVED' }),
  );
  if (open) refuseWith('05038011');
  const problem = amountProblem(product, request.intendedAmount);
  if (problem === 'BELOW_MINIMUM' || problem === 'NOT_A_STEP') refuseWith('05038013');
  const now = Date.now();
  const row = await reservations.create({
    reservationNo: nextReservationNo(now),
    investorId,
    productCode: request.productCode,
    intendedAmount: request.intendedAmount,
    contactPeriod: request.contactPeriod,
    ...(request.remark?.trim() ? { remark: request.remark.trim() } : {}),
    status: 'RESERVED',
    createdAt: chinaIso(now),
  });
  return toItem(row);
}

/** queryReservationList: the investor's reservations, newest first. */
export function reservationsOf(investorId: string): ReservationItem[] {
  return reservations
    .findMany((q) => q.where({ investorId }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toItem);
}

/** cancelReservation: an open one becomes 已取消; cancelling a cancelled one answers it again. */
export async function cancelReservation(investorId: string, reservationNo: string): Promise<ReservationItem> {
  const row = reservations.findFirst((q) => q.where({ investorId, reservationNo }));
  if (!row) refuseWith('05038012');
  if (row.status === 'CANCELLED') return toItem(row);
  if (row.status !== 'RESERVED') refuseWith('05038012');
  const updated = await reservations.update(row, {
    data(draft) {
      draft.status = 'CANCELLED';
      draft.cancelledAt = chinaIso(Date.now());
    },
  });
  return toItem(updated ?? row);
}
