import { useQueryOrderDetail } from '@gen/hooks/order/order';
import type { OrderStatus } from '@gen/model/orderStatus';
import { isBusinessError } from '@/api/business-error';

/** Statuses the back office moves on by itself (funds confirmed, refund arrived): worth asking again. */
const MOVING: readonly OrderStatus[] = ['FUNDS_CHECKING', 'REFUNDING'];
/** How often an order in such a status is asked again while its page is open. */
export const ORDER_POLL_MS = 5000;

/**
 * The order every order page starts from (queryOrderDetail), with 05040001 订单不存在 handled by
 * the page (no toast): `notFound` says it. Always fresh on arrival (staleTime 0): the status
 * moves on the server (funds confirmed, cooling-off over) while the investor is away. With
 * `poll`, an order in 资金确认中 or 退款中 is asked again every few seconds (the detail
 * follows the back office without a reload).
 */
export function useOrderDetail(orderNo: string, { poll = false }: { poll?: boolean } = {}) {
  const query = useQueryOrderDetail(
    { orderNo },
    {
      query: {
        staleTime: 0,
        refetchInterval: (q) =>
          poll && q.state.data && MOVING.includes(q.state.data.status) ? ORDER_POLL_MS : false,
      },
      request: { ownCodes: ['05040001'] },
    },
  );
  return { query, notFound: isBusinessError(query.error, '05040001') };
}
