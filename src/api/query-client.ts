import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import './react-query-types';

const RETRYABLE_HTTP = new Set([502, 503]);
const MAX_READ_RETRIES = 2;

/** Reads retry only when the network failed or the gateway said 502/503; never on business codes. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES || !isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.httpStatus !== undefined && RETRYABLE_HTTP.has(error.httpStatus);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
