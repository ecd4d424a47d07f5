import type { OrderStatus } from '@gen/model/orderStatus';
import { ORDER_STATUS_LABEL, STATUS_TONE } from '../model/order-labels';
import './order-status-badge.css';

/** The status as a small coloured badge (text, never colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`order-status-badge order-status-badge-${STATUS_TONE[status]}`}>
      {ORDER_STATUS_LABEL[status]}
    </span>
  );
}
