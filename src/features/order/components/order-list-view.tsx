import { Tabs } from '@/page-kit/tabs';
import { useNavigate } from 'react-router-dom';
import { useQueryOrderListInfinite } from '@gen/hooks/order/order';
import type { OrderTab } from '@gen/model/orderTab';
import type { OrderType } from '@gen/model/orderType';
import { FIRST_PAGE_NUM, PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { hrefTo } from '@/routing/href';
import { ORDER_TABS } from '../model/order-labels';
import { OrderCard } from './order-card';
import { OrderListSkeleton } from './order-list-skeleton';
import './order-list-view.css';

export const ORDER_PAGE_SIZE = 10;

const EMPTY: Record<OrderTab, { title: string; description?: string }> = {
  ALL: { title: '暂无订单', description: '认购、赎回等申请提交后将在这里显示' },
  IN_PROGRESS: { title: '暂无进行中的订单' },
  DONE: { title: '暂无已完成的订单' },
  CANCELLED: { title: '暂无已撤销的订单' },
};

/**
 * The orders of one tab, paged (pull down to refresh, scroll to load more). The tab lives in
 * the address (?tab=), so going back from an order returns to the same tab from the cache.
 */
export function OrderListView({
  route,
  tab,
  types,
}: {
  route: 'myOrder' | 'subscribeList';
  tab: OrderTab;
  types?: OrderType[];
}) {
  const navigate = useNavigate();
  const select = (key: string) => {
    const next = ORDER_TABS.find((t) => t.key === key);
    if (!next) return;
    const query = next.key === 'ALL' ? {} : { tab: next.key };
    navigate(route === 'myOrder' ? hrefTo('myOrder', query) : hrefTo('subscribeList', query), {
      replace: true,
    });
  };
  const current = ORDER_TABS.find((t) => t.key === tab) ?? ORDER_TABS[0]!;
  return (
    <>
      <Tabs activeKey={current.key} onChange={select} className="order-tabs">
        {ORDER_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <OrderPages key={`${current.key}`} tab={current.key} types={types} label={`${current.title}订单`} />
    </>
  );
}

function OrderPages({ tab, types, label }: { tab: OrderTab; types?: OrderType[]; label: string }) {
  const query = useQueryOrderListInfinite(
    { pageNum: FIRST_PAGE_NUM, pageSize: ORDER_PAGE_SIZE, tab, ...(types ? { types } : {}) },
    undefined,
    { query: pagedQueryOptions },
  );
  return (
    <PagedList
      query={query}
      label={label}
      pendingLabel="订单加载中"
      skeleton={<OrderListSkeleton />}
      empty={EMPTY[tab]}
      itemKey={(order) => order.orderNo}
      renderItem={(order) => <OrderCard order={order} />}
    />
  );
}
