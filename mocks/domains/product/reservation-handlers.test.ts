import { describe, expect, it } from 'vitest';
import type { ReservationItem } from '@gen/model/reservationItem';
import { checkedCall, dataOf } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

/** The reservation calls over the wire (fresh seed per test); every answer checked against the contract. */
setupMockApi();

const reserve = (over: Record<string, unknown> = {}) =>
  checkedCall<ReservationItem>('makeReservation', {
    productCode: 'XT2024002',
    intendedAmount: '2000000.00',
    contactPeriod: 'WEEKDAY_AFTERNOON',
    remark: '请提前电话联系',
    ...over,
  });
const list = () => dataOf<ReservationItem[]>('queryReservationList');

describe('reservations', () => {
  it('the story: 鑫享稳健1号 reserved and subscribed, 华信安盈1号 lapsed; nothing open', async () => {
    expect((await list()).map((r) => [r.reservationNo, r.productName, r.statusText, r.cancellable])).toEqual([
      ['YY202406030001', '鑫享稳健1号集合资金信托计划', '已认购', false],
      ['YY202309120001', '华信安盈1号集合资金信托计划', '已失效', false],
    ]);
  });

  it('reserves 鑫盛优选2号 (预约中) once: first in the list, cancellable, with the raise start; a second is refused', async () => {
    const made = await reserve();
    expect(made.result.statusCode).toBe('00000000');
    expect(made.result.msg).toBe('预约成功');
    expect(made.result.data).toMatchObject({
      productName: '鑫盛优选2号集合资金信托计划',
      intendedAmount: '2000000.00',
      status: 'RESERVED',
      statusText: '已预约',
      cancellable: true,
    });
    expect(made.result.data!.reservationNo).toMatch(/^YY\d{12}$/);
    expect(made.result.data!.raiseStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await list())[0]?.reservationNo).toBe(made.result.data!.reservationNo);
    expect((await reserve()).result.statusCode).toBe('05038011');
  });

  it('refuses an amount below 起投 or off the step (05038013), a product not in 预约中 (05038010), an unknown one (05038001)', async () => {
    expect((await reserve({ intendedAmount: '500000.00' })).result.statusCode).toBe('05038013');
    expect((await reserve({ intendedAmount: '1050000.00' })).result.statusCode).toBe('05038013');
    expect((await reserve({ productCode: 'XT2024001' })).result.statusCode).toBe('05038010');
    expect((await reserve({ productCode: 'XT1999001' })).result.statusCode).toBe('05038001');
  });

  it('cancels an open reservation once (idempotent), refuses one that is not open (05038012)', async () => {
    const { reservationNo } = (await reserve()).result.data!;
    const cancelled = await checkedCall<ReservationItem>('cancelReservation', { reservationNo });
    expect(cancelled.result.data).toMatchObject({
      status: 'CANCELLED',
      statusText: '已取消',
      cancellable: false,
    });
    expect(cancelled.result.msg).toBe('已取消预约');
    expect(
      (await checkedCall<ReservationItem>('cancelReservation', { reservationNo })).result.data!.status,
    ).toBe('CANCELLED');
    expect(
      (await checkedCall('cancelReservation', { reservationNo: 'YY202406030001' })).result.statusCode,
    ).toBe('05038012');
    // Cancelled, the product may be reserved again.
    expect((await reserve()).result.statusCode).toBe('00000000');
  });
});
