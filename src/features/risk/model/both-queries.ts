import type { QueryLike } from '@/page-kit/query-states';

/**
 * Two reads shown as one (the kit's QueryView takes one): pending until both answer, failed when
 * either fails, 重试 refetches the one that failed (or both). A kit candidate.
 */
export function bothQueries<A, B>(a: QueryLike<A>, b: QueryLike<B>): QueryLike<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    error: a.error ?? b.error,
    isPending: a.isPending || b.isPending,
    isFetching: a.isFetching || b.isFetching,
    refetch: () => {
      if (a.error || !b.error) a.refetch();
      if (b.error || !a.error) b.refetch();
    },
  };
}
