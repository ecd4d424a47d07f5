import { NORMAL_CLOCK, SHORT_CLOCK, type OrderClock } from './lifecycle';

/**
 * The order domain's own scenario options (mock modes only), beside the catalogue's switch:
 *
 *   ?mockOrderClock=short   the clock's steps take seconds instead of hours: funds confirmed
 *                           after 3 s, the cooling-off lasts 15 s, shares confirmed 4 s after
 *                           the return visit, refunds 4 s; so a journey can walk an order to
 *                           份额已确认. `?mockOrderClock=normal` goes back (24 h cooling-off).
 *   ?mockOrders=500         seeds that many further orders of the demo investor (paging proof);
 *                           `?mockOrders=0` goes back to the story's orders only.
 *
 * Remembered per tab (sessionStorage) like the catalogue's scenario; tests set them with
 * setOrderOptions() and then resetMockDb().
 */
export interface OrderOptions {
  clock: 'normal' | 'short';
  bulkOrders: number;
}

const KEY = 'trust-h5:mock-order-options';
const DEFAULTS: OrderOptions = { clock: 'normal', bulkOrders: 0 };
const MAX_BULK = 2000;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function load(): OrderOptions {
  const options = { ...DEFAULTS };
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<OrderOptions> | null;
    if (saved?.clock === 'short') options.clock = 'short';
    if (Number.isInteger(saved?.bulkOrders))
      options.bulkOrders = Math.min(MAX_BULK, Math.max(0, saved!.bulkOrders!));
  } catch {
    // A broken entry means the defaults.
  }
  return options;
}

/** Reads ?mockOrderClock= and ?mockOrders= (browser start-up); the rest of the URL is not ours. */
export function orderOptionsFromSearch(search: string, base: OrderOptions): OrderOptions {
  const params = new URLSearchParams(search);
  const next = { ...base };
  const clock = params.get('mockOrderClock');
  if (clock === 'short' || clock === 'normal') next.clock = clock;
  const bulk = params.get('mockOrders');
  if (bulk !== null && /^\d{1,4}$/.test(bulk)) next.bulkOrders = Math.min(MAX_BULK, Number(bulk));
  return next;
}

let current: OrderOptions = load();
if (typeof location !== 'undefined' && typeof window !== 'undefined') {
  current = orderOptionsFromSearch(location.search, current);
  storage()?.setItem(KEY, JSON.stringify(current));
}

export function orderOptions(): Readonly<OrderOptions> {
  return current;
}

/** Changes the options (tests, DevTools); a new bulk count takes effect at the next resetMockDb(). */
export function setOrderOptions(next: Partial<OrderOptions>): void {
  current = { ...current, ...next };
  storage()?.setItem(KEY, JSON.stringify(current));
}

export function resetOrderOptions(): void {
  setOrderOptions(DEFAULTS);
}

export function orderClock(): OrderClock {
  return current.clock === 'short' ? SHORT_CLOCK : NORMAL_CLOCK;
}
