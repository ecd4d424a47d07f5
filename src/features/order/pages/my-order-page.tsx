import { PageFrame } from '@/page-kit/page-frame';
import { usePageQuery } from '@/routing/use-page-query';
import { OrderListView } from '../components/order-list-view';
import { VisitReminder } from '../components/visit-reminder';

/** myOrder (我的订单): every order, tabs 全部 / 进行中 / 已完成 / 已撤销; above them, the visits due. */
export default function MyOrderPage() {
  const { tab } = usePageQuery('myOrder');
  return (
    <PageFrame flush>
      <VisitReminder />
      <OrderListView route="myOrder" tab={tab ?? 'ALL'} />
    </PageFrame>
  );
}
