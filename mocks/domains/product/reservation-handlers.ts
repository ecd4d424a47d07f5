import { defineCalls } from '@mocks/http/define-call';
import { cancelReservation, makeReservation, reservationsOf } from './reservations';

/** The reservation calls (pages reservation, reservationPlan); rules in ./reservations.ts. */
export const reservationHandlers = defineCalls({
  makeReservation: {
    successMsg: '预约成功',
    resolve: ({ requestData, investor }) => makeReservation(investor.customerId, requestData),
  },
  queryReservationList: ({ investor }) => reservationsOf(investor.customerId),
  cancelReservation: {
    successMsg: '已取消预约',
    resolve: ({ requestData, investor }) => cancelReservation(investor.customerId, requestData.reservationNo),
  },
});
