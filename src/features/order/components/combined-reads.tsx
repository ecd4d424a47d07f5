import type { ReactNode } from 'react';
import { QueryView, type QueryLike } from '@/page-kit/query-states';

/**
 * Several reads a page needs before it can show anything, as one: the skeleton while any is
 * pending, the first failure with 重试 (which retries the failed ones).
 */
export function CombinedReads({
  reads,
  skeleton,
  pendingLabel,
}: {
  reads: readonly QueryLike<unknown>[];
  skeleton: ReactNode;
  pendingLabel: string;
}) {
  const failed = reads.find((read) => read.error && read.data === undefined);
  const all: QueryLike<null> = {
    data: undefined,
    error: failed?.error ?? null,
    isPending: !failed,
    isFetching: reads.some((read) => read.isFetching),
    refetch: () => reads.forEach((read) => (read.error ? void read.refetch() : undefined)),
  };
  return (
    <QueryView query={all} skeleton={skeleton} pendingLabel={pendingLabel}>
      {() => null}
    </QueryView>
  );
}
