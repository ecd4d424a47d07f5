import { PageFrame } from '@/page-kit/page-frame';
import { usePageQuery } from '@/routing/use-page-query';
import { OrderListView } from '../components/order-list-view';

const SUBSCRIPTIONS = ['SUBSCRIBE', 'ADDITIONAL'] as const;

/** subscribeList (认购记录): the subscriptions and additional subscriptions only. */
export default function SubscriptionRecordsPage() {
  const { tab } = usePageQuery('subscribeList');
  return (
    <PageFrame flush>
      <OrderListView route="subscribeList" tab={tab ?? 'ALL'} types={[...SUBSCRIPTIONS]} />
    </PageFrame>
  );
}
