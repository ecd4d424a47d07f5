import { DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { QueryEmpty, QueryFailed, QueryPending, StaleNotice, type EmptyText } from '@/page-kit/query-states';
import { PullRefresh } from '@/page-kit/pull-refresh';
import { flattenPages, type Page } from './paging';
import './paged-list.css';

/** The parts of a useInfiniteQuery result over paged answers that the list reads. */
export interface PagedQueryLike<T> {
  data: { pages: Page<T>[] } | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  isRefetchError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
  refetch: () => Promise<unknown>;
}

export interface PagedListProps<T> {
  query: PagedQueryLike<T>;
  /** Shown while the first page is pending, shaped like a few items. */
  skeleton: ReactNode;
  pendingLabel?: string;
  empty: EmptyText;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label?: string;
}

/**
 * A paged read as a list: pull down to refresh (all loaded pages again), scroll to the end to
 * load the next page, with loading-more, failed-more with 重试, and 没有更多了 at the end. The
 * first page's states are QueryView's: skeleton, failed with 重试, the caller's empty text.
 */
export function PagedList<T>({
  query,
  skeleton,
  pendingLabel,
  empty,
  itemKey,
  renderItem,
  label,
}: PagedListProps<T>) {
  const refresh = async () => {
    await query.refetch();
  };
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // InfiniteScroll shows "failed" only when loadMore throws; react-query resolves instead.
    if (result.isError) throw result.error;
  };

  let content: ReactNode;
  if (query.data === undefined) {
    content = query.error ? (
      <QueryFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    ) : (
      <QueryPending label={pendingLabel}>{skeleton}</QueryPending>
    );
  } else {
    const items = flattenPages(query.data.pages, itemKey);
    const stale = query.isRefetchError ? (
      <StaleNotice retrying={query.isFetching} onRetry={() => void query.refetch()} />
    ) : null;
    content =
      items.length === 0 && !query.hasNextPage ? (
        <>
          {stale}
          <QueryEmpty {...empty} />
        </>
      ) : (
        <>
          {stale}
          <ul className="paged-list" aria-label={label}>
            {items.map((item, index) => (
              <li key={itemKey(item)} className="paged-list-item">
                {renderItem(item, index)}
              </li>
            ))}
          </ul>
          <InfiniteScroll className="paged-list-more" loadMore={loadMore} hasMore={query.hasNextPage}>
            {(hasMore, failed, retry) => <MoreStatus hasMore={hasMore} failed={failed} retry={retry} />}
          </InfiniteScroll>
        </>
      );
  }
  return <PullRefresh onRefresh={refresh}>{content}</PullRefresh>;
}

function MoreStatus({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => unknown }) {
  if (!hasMore) return <span className="paged-list-status">没有更多了</span>;
  if (failed) {
    return (
      <span className="paged-list-status">
        加载失败
        <button type="button" className="paged-list-retry" onClick={() => void retry()}>
          重试
        </button>
      </span>
    );
  }
  return (
    <span className="paged-list-status" role="status">
      加载中
      <DotLoading />
    </span>
  );
}
