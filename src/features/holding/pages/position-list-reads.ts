import { getQueryTotalHoldingQueryOptions } from '@gen/hooks/holding/holding';
import type { HoldingClass } from '@gen/model/holdingClass';
import type { PagePrefetch } from '@/routing/route-def';
import { prefetchHoldingList } from '../model/holding-reads';

/**
 * positionList's first reads, started on arrival (RouteDef.prefetch): the totals, and the list of
 * the tab asked for (or 全部), with the keys the page and its list use.
 */
export const prefetch: PagePrefetch = (client, { tab }) => {
  void client.prefetchQuery(getQueryTotalHoldingQueryOptions({}));
  prefetchHoldingList(client, typeof tab === 'string' && tab !== 'ALL' ? (tab as HoldingClass) : undefined);
};
