import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { holdForFinal, runPending } from './catalogue/pending-effects';
import './react-query-types';

/** HTTP statuses a read is retried on (beside a failed network); the e2e harness waits for them too. */
export const RETRYABLE_HTTP = new Set([502, 503]);
/** How many times a read is retried, after react-query's default delays. */
export const MAX_READ_RETRIES = 2;

/** Reads retry only when the network failed or the gateway said 502/503; never on business codes. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES || !isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.httpStatus !== undefined && RETRYABLE_HTTP.has(error.httpStatus);
}

/**
 * Where the status-code catalogue's toasts for hook calls happen (see catalogue/pending-effects.ts):
 * an attempt that will be retried shows nothing; the final failure of a query or a mutation shows
 * its row's toast once, with the hook's `meta` ({label, silent}) applied. A query that overrides
 * `retry` with its own function should call `holdForFinal(error)` when it returns true, or each
 * attempt shows its toast.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => runPending(error, { ...query.meta, read: true }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => runPending(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const again = shouldRetryRead(failureCount, error);
          if (again) holdForFinal(error);
          return again;
        },
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
