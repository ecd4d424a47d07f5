import {
  getAppletProductDetailQueryOptions,
  getQueryProductButtonsQueryOptions,
} from '@gen/hooks/product/product';
import type { CallOptions } from '@/api/outcome';
import type { PagePrefetch } from '@/routing/route-def';

/** The detail's request options: 05030001 (no such product) is the page's to say, not a toast. */
export const DETAIL_REQUEST: CallOptions = { ownCodes: ['05030001'] };
/** The bottom bar's: it shows its own 重新加载 when the buttons fail. */
export const BUTTONS_REQUEST: CallOptions = { silent: true };

/**
 * productDetail's first reads, started on arrival (RouteDef.prefetch) with the same keys and
 * request options the page and its bottom bar use, so they find them under way.
 */
export const prefetch: PagePrefetch = (client, { productCode }) => {
  if (typeof productCode !== 'string') return;
  void client.prefetchQuery(getAppletProductDetailQueryOptions({ productCode }, { request: DETAIL_REQUEST }));
  void client.prefetchQuery(
    getQueryProductButtonsQueryOptions({ productCode }, { request: BUTTONS_REQUEST }),
  );
};
