import type { ProductClass } from '@gen/model/productClass';
import type { ProductStatusGroup } from '@gen/model/productStatusGroup';

/**
 * The query values the product routes accept (routes.ts reads these; keep this file free of
 * components so the route table stays small).
 */
export const CLASS_KEYS = ['FIXED', 'EQUITY', 'CASH', 'FAMILY'] as const satisfies readonly ProductClass[];
export const STATUS_GROUP_KEYS = [
  'ON_SALE',
  'RUNNING',
  'ENDED',
] as const satisfies readonly ProductStatusGroup[];

/** The tabs of productDetail (?tab=). */
export const DETAIL_TABS = ['facts', 'project', 'disclosure', 'files'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
