import { useQueryOrderDetail } from '../../../../generated/hooks/order/order';
import { isBusinessError } from '../../../api/business-error';

/**
 * The order every order page starts from (queryOrderDetail), with 05040001 订单不存在 handled by
 * the page (no toast): `notFound` says it. Always fresh on arrival (staleTime 0): the status
 * moves on the server (funds confirmed, cooling-off over) while the investor is away.
 */
export function useOrderDetail(orderNo: string) {
  const query = useQueryOrderDetail(
    { orderNo },
    { query: { staleTime: 0 }, request: { ownCodes: ['05040001'] } },
  );
  return { query, notFound: isBusinessError(query.error, '05040001') };
}
