import { useQueryClient } from '@tanstack/react-query';
import { useHoldingClassificationListInfinite } from '@gen/hooks/holding/holding';
import type { HoldingClass } from '@gen/model/holdingClass';
import { PagedList } from '@/page-kit/paged-list';
import { CLASS_LABELS } from '../model/holding-format';
import { holdingListArgs, prefetchHoldingList } from '../model/holding-reads';
import { HoldingCard, HoldingCardSkeleton } from './holding-card';

/**
 * The investor's holdings of one class (or all), ten at a time: scrolling to the end loads the
 * next page, so 50 holdings cost five small reads, and only when the investor gets there.
 */
export function HoldingList({ productClass }: { productClass?: HoldingClass }) {
  const query = useHoldingClassificationListInfinite(...holdingListArgs(productClass));
  const label = productClass ? `${CLASS_LABELS[productClass]}持仓` : '全部持仓';
  return (
    <PagedList
      query={query}
      label={label}
      pendingLabel={`${label}加载中`}
      skeleton={<HoldingCardSkeleton />}
      empty={{
        title: productClass ? `暂无${CLASS_LABELS[productClass]}持仓` : '暂无持仓',
        description: '认购成功并确认份额后，产品会显示在这里',
      }}
      itemKey={(holding) => holding.productCode}
      renderItem={(holding) => <HoldingCard holding={holding} />}
    />
  );
}

/**
 * Starts the first page of the list the page will show, while the totals above it are still on
 * their way: the list mounts only under the totals, and asking then would add a round trip before
 * the holdings appear. HoldingList finds the read under way (same key) and does not ask again.
 */
export function usePrefetchHoldingList(productClass?: HoldingClass) {
  prefetchHoldingList(useQueryClient(), productClass);
}
