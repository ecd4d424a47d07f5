import { Link } from 'react-router-dom';
import { useQueryCanCancelRedeemOrderList } from '@gen/hooks/order/order';
import { formatMoney } from '@/format/money';
import { hrefTo } from '@/routing/href';
import { formatDateTime } from '../../model/datetime';
import './holding-life.css';

/**
 * 可撤销的赎回申请 above the redemption form (queryCanCancelRedeemOrderList): this product's
 * redemptions still before their open day's confirmation, each with 撤销 (cancellationOrder, with
 * its SMS code) and its detail. Left out when there are none or the read fails.
 */
export function CancellableRedemptions({ productCode }: { productCode: string }) {
  const query = useQueryCanCancelRedeemOrderList(
    { productCode },
    { request: { silent: true, hideLoading: true } },
  );
  const list = query.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="life-pending" aria-label="可撤销的赎回申请">
      <h3 className="life-pending-title">{`您有${list.length}笔赎回申请尚可撤销`}</h3>
      <ul className="life-pending-list">
        {list.map((o) => (
          <li key={o.orderNo}>
            <Link className="life-pending-main" to={hrefTo('productOrderDetails', { orderNo: o.orderNo })}>
              {`赎回 ${formatMoney(o.shares)}份`}
              <span className="life-pending-time">{formatDateTime(o.appliedAt)}</span>
            </Link>
            <Link className="life-pending-cancel" to={hrefTo('cancellationOrder', { orderNo: o.orderNo })}>
              撤销
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
