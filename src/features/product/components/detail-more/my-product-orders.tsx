import { Link } from 'react-router-dom';
import { useProductOrderRecord } from '@gen/hooks/order/order';
import { formatMoney } from '@/format/money';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { MoreSection, MoreSkeleton } from './more-section';

const TYPE_TEXT = { SUBSCRIBE: '认购', ADDITIONAL: '追加', REDEEM: '赎回', TRANSFER: '转让' } as const;
const SHOWN = 3;

/** 我在本产品的订单 (productOrderRecord): the latest three, each opening its detail; hidden with none. */
export function MyProductOrders({ productCode }: { productCode: string }) {
  const query = useProductOrderRecord({ productCode, pageNum: 1, pageSize: SHOWN }, undefined);
  if (query.data?.total === 0) return null;
  return (
    <MoreSection
      title="我在本产品的订单"
      extra={
        query.data && query.data.total > SHOWN ? (
          <Link className="more-title-link" to={hrefTo('myOrder')}>{`全部${query.data.total}笔 ›`}</Link>
        ) : null
      }
    >
      <QueryView query={query} skeleton={<MoreSkeleton />} pendingLabel="订单加载中">
        {(page) => (
          <ul className="more-rows" aria-label="我在本产品的订单">
            {page.list.map((o) => (
              <li key={o.orderNo}>
                <Link className="more-row" to={hrefTo('productOrderDetails', { orderNo: o.orderNo })}>
                  <span className="more-row-main">
                    {`${TYPE_TEXT[o.type]} ${o.amount ? `${formatMoney(o.amount)}元` : `${formatMoney(o.shares)}份`}`}
                  </span>
                  <span className="more-row-note">{`${o.appliedAt.slice(0, 10)} · ${o.orderNo} ›`}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </MoreSection>
  );
}
