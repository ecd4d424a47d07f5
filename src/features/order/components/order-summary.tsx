import type { OrderType } from '@gen/model/orderType';
import type { OrderStatus } from '@gen/model/orderStatus';
import { limitText } from '@/page-kit/amount-input';
import { ORDER_TYPE_LABEL } from '../model/order-labels';
import { orderFigure } from './order-card';
import { OrderStatusBadge } from './order-status-badge';
import '../styles/order-detail.css';

export interface OrderSummaryProps {
  productName: string;
  type: OrderType;
  status?: OrderStatus;
  amount?: string;
  shares?: string;
}

/** The head of an order's pages: type, product, status, and the amount (also in 万元) or shares. */
export function OrderSummary({ productName, type, status, amount, shares }: OrderSummaryProps) {
  const figure = orderFigure({ type, amount, shares });
  const byAmount = type === 'SUBSCRIBE' || type === 'ADDITIONAL';
  const wan = byAmount && amount ? limitText(amount) : undefined;
  return (
    <section className="order-panel" aria-label="订单概要">
      <div className="order-summary-head">
        <span className="order-card-type">{ORDER_TYPE_LABEL[type]}</span>
        <h2 className="order-summary-name">{productName}</h2>
        {status ? <OrderStatusBadge status={status} /> : null}
      </div>
      <p className="order-summary-figure">
        <span className="order-summary-figure-label">{figure.label}</span>
        <span className="order-summary-figure-value">{figure.value}</span>
        {wan && wan.includes('万') ? <span className="order-summary-figure-wan">（{wan}）</span> : null}
      </p>
    </section>
  );
}
