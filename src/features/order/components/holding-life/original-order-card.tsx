import { Link } from 'react-router-dom';
import { useGetOriginalOrder } from '@gen/hooks/order/order';
import type { OrderDetail } from '@gen/model/orderDetail';
import { formatMoney } from '@/format/money';
import { hrefTo } from '@/routing/href';
import { formatDateTime } from '../../model/datetime';
import './holding-life.css';

/**
 * 原认购订单 on an additional subscription's detail (getOriginalOrder): the first subscription it
 * adds to and the confirmed additions since, linking to it. Left out when there is none or the
 * read fails: the detail above is complete without it.
 */
export function OriginalOrderCard({ order }: { order: OrderDetail }) {
  const query = useGetOriginalOrder(
    { orderNo: order.orderNo },
    { request: { ownCodes: ['05040001', '05040009'], silent: true, hideLoading: true } },
  );
  if (!query.data) return null;
  const { original, additionalCount, additionalTotal } = query.data;
  return (
    <section className="order-panel life-card" aria-label="原认购订单">
      <h3 className="order-panel-title">原认购订单</h3>
      <Link className="order-link" to={hrefTo('productOrderDetails', { orderNo: original.orderNo })}>
        {`认购 ${formatMoney(original.amount)}元`}
        <span className="order-link-extra">{`${formatDateTime(original.appliedAt)} ›`}</span>
      </Link>
      <p className="life-offer-note">
        {additionalCount > 0
          ? `此前已确认追加${additionalCount}笔，合计${formatMoney(additionalTotal)}元（不含本笔）`
          : '本笔为该产品的首次追加'}
      </p>
    </section>
  );
}
