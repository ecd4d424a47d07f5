import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';

/**
 * makeOrder's idempotency key (MakeOrderRequest.requestNo): one per amount form, so a retry of
 * the same submission (a timeout, a tap that slipped through) cannot create a second order.
 */
export function newRequestNo(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '').slice(0, 16)
      : Math.random().toString(36).slice(2, 18).padEnd(16, '0');
  return `PS-${Date.now().toString(36)}-${random}`;
}

/** Where a new order (待签约) goes next: the signing pages, with its number. */
export function signingHref(orderNo: string): AppPath {
  return hrefTo('signTheContract', { orderNo });
}
