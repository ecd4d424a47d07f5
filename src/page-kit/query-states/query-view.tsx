import type { ReactNode } from 'react';
import { QueryEmpty, QueryFailed, QueryPending, StaleNotice, type EmptyText } from './query-blocks';

/** The parts of a react-query result the view reads (a useQuery or useInfiniteQuery result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** Shown while the first answer is pending, shaped like the content (never a spinner). */
  skeleton: ReactNode;
  /** What assistive technology announces while pending. Default 加载中. */
  pendingLabel?: string;
  /** When the answer counts as "nothing here". Without it, every answer is content. */
  isEmpty?: (data: T) => boolean;
  empty?: EmptyText;
  /** Title of the failed block. Default 加载失败. */
  failedTitle?: string;
  children: (data: T) => ReactNode;
}

/**
 * One way for every page read to show its states: pending → the caller's skeleton; failed with
 * nothing to show → the error's message and 重试; failed on a refetch → the earlier data stays,
 * with a notice and 重试; empty → the caller's text; otherwise the content.
 */
export function QueryView<T>({
  query,
  skeleton,
  pendingLabel,
  isEmpty,
  empty = { title: '暂无数据' },
  failedTitle,
  children,
}: QueryViewProps<T>) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    if (query.error) {
      return (
        <QueryFailed error={query.error} title={failedTitle} retrying={query.isFetching} onRetry={retry} />
      );
    }
    return <QueryPending label={pendingLabel}>{skeleton}</QueryPending>;
  }
  const stale = query.error ? <StaleNotice retrying={query.isFetching} onRetry={retry} /> : null;
  if (isEmpty?.(query.data)) {
    return (
      <>
        {stale}
        <QueryEmpty {...empty} />
      </>
    );
  }
  return (
    <>
      {stale}
      {children(query.data)}
    </>
  );
}
