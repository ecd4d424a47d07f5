import type { ApiError } from './api-error';
import type { CallOptions } from './outcome';

/** Every query and mutation error is an ApiError; `meta` carries the catalogue's per-call options. */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: Pick<CallOptions, 'label' | 'silent'>;
    mutationMeta: Pick<CallOptions, 'label' | 'silent'>;
  }
}
