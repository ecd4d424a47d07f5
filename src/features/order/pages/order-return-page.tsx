import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { RedirectingPage } from '@/page-kit/redirecting-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { OrderMissing } from '../components/order-missing';
import { useOrderDetail } from '../hooks/use-order-detail';

/**
 * orderMiddlePage (订单处理中): where a hand-off (the e-signature vendor, a payment page, a push
 * message) returns with an orderNo. It reads the order fresh, so the detail shows what the
 * server now knows, then replaces itself with productOrderDetails (back does not land here).
 */
export default function OrderReturnPage() {
  const { orderNo } = usePageQuery('orderMiddlePage');
  if (!orderNo) return <OrderMissing />;
  return <Middle orderNo={orderNo} />;
}

function Middle({ orderNo }: { orderNo: string }) {
  const { query, notFound } = useOrderDetail(orderNo);
  if (notFound) return <OrderMissing notFound />;
  if (query.error && !query.data) {
    return (
      <PageFrame>
        <QueryView query={query} skeleton={<OrderDetailSkeleton />}>
          {() => null}
        </QueryView>
      </PageFrame>
    );
  }
  return <RedirectingPage pending={!query.data} target={hrefTo('productOrderDetails', { orderNo })} />;
}
