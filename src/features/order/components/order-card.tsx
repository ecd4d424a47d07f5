import { Link } from 'react-router-dom';
import type { OrderListItem } from '@gen/model/orderListItem';
import { formatMoney } from '@/format/money';
import { hrefTo } from '@/routing/href';
import { formatDateTime, formatShortDateTime } from '../model/datetime';
import { ORDER_TYPE_LABEL } from '../model/order-labels';
import { OrderStatusBadge } from './order-status-badge';
import './order-card.css';

/** What the card's figure says: 认购金额 / 追加金额 / 赎回份额 / 转让份额. */
export function orderFigure(order: Pick<OrderListItem, 'type' | 'amount' | 'shares'>): {
  label: string;
  value: string;
} {
  if (order.type === 'REDEEM' || order.type === 'TRANSFER') {
    return { label: `${ORDER_TYPE_LABEL[order.type]}份额`, value: `${formatMoney(order.shares)}份` };
  }
  return { label: `${ORDER_TYPE_LABEL[order.type]}金额`, value: `${formatMoney(order.amount)}元` };
}

/** One line saying what is urgent, if anything. */
function urgentLine(order: OrderListItem): string | undefined {
  if (order.status === 'TO_PAY' && order.paymentDeadline) {
    return `请于 ${formatShortDateTime(order.paymentDeadline)} 前完成打款`;
  }
  if (order.status === 'COOLING_OFF' && order.coolingOffEndsAt) {
    return `冷静期至 ${formatShortDateTime(order.coolingOffEndsAt)}，期间可撤销`;
  }
  return undefined;
}

/** An order on myOrder / subscribeList: product, type, status, amount, time; opens the detail. */
export function OrderCard({ order }: { order: OrderListItem }) {
  const figure = orderFigure(order);
  const urgent = urgentLine(order);
  return (
    <Link
      className="order-card"
      to={hrefTo('productOrderDetails', { orderNo: order.orderNo })}
      aria-label={`${order.productName}，${ORDER_TYPE_LABEL[order.type]}，订单号${order.orderNo}`}
    >
      <div className="order-card-head">
        <span className="order-card-type">{ORDER_TYPE_LABEL[order.type]}</span>
        <h3 className="order-card-name">{order.productName}</h3>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="order-card-facts">
        <div>
          <dt>{figure.label}</dt>
          <dd className="order-card-figure">{figure.value}</dd>
        </div>
        <div>
          <dt>申请时间</dt>
          <dd>{formatDateTime(order.appliedAt)}</dd>
        </div>
      </dl>
      {urgent ? <p className="order-card-urgent">{urgent}</p> : null}
      <span className="order-card-arrow" aria-hidden>
        ›
      </span>
    </Link>
  );
}
