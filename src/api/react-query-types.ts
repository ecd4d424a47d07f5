import type { ApiError } from './api-error';
import type { CallOptions } from './outcome';

/**
 * Every query and mutation error is an ApiError; `meta` carries the catalogue's per-call options.
 * `meta.label` / `meta.silent` shape the failure toast of a hook call (applied by the QueryCache /
 * MutationCache in query-client.ts); the call's own `request` options win over them. The
 * "<label>成功" toast needs `request.label`, because it delays the call's own resolution.
 */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: Pick<CallOptions, 'label' | 'silent'>;
    mutationMeta: Pick<CallOptions, 'label' | 'silent'>;
  }
}
