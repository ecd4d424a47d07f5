import type { QueryClient } from '@tanstack/react-query';
import { getHoldingClassificationListInfiniteQueryOptions } from '@gen/hooks/holding/holding';
import type { HoldingClass } from '@gen/model/holdingClass';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, pagedQueryOptions } from '@/page-kit/paged-list';

/** The holdings list's read for one class (or all): one place, so every early start asks the same. */
export const holdingListArgs = (productClass?: HoldingClass) =>
  [
    { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE, ...(productClass ? { productClass } : {}) },
    undefined,
    { query: pagedQueryOptions },
  ] as const;

/** Starts the list's first page unless it is already asked for or known. */
export function prefetchHoldingList(client: QueryClient, productClass?: HoldingClass): void {
  const options = getHoldingClassificationListInfiniteQueryOptions(...holdingListArgs(productClass));
  if (!client.getQueryState(options.queryKey)) void client.prefetchInfiniteQuery(options);
}
