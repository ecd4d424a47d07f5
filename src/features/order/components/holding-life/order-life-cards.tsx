import type { OrderDetail } from '@gen/model/orderDetail';
import { OriginalOrderCard } from './original-order-card';
import { RedeemLotCard } from './redeem-lot-card';
import { RenewalCard } from './renewal-card';

/**
 * The order detail's cards about the holding an order made: 到期续投 for a confirmed
 * subscription, 原认购订单 and 赎回本笔追加份额 for an additional one.
 */
export function OrderLifeCards({ order }: { order: OrderDetail }) {
  const confirmed = order.status === 'CONFIRMED';
  return (
    <>
      {order.type === 'ADDITIONAL' ? <OriginalOrderCard order={order} /> : null}
      {confirmed && (order.type === 'SUBSCRIBE' || order.type === 'ADDITIONAL') ? (
        <RenewalCard order={order} />
      ) : null}
      {confirmed && order.type === 'ADDITIONAL' ? <RedeemLotCard order={order} /> : null}
    </>
  );
}
