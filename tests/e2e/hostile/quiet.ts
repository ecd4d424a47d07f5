import type { Page, Request } from 'playwright-core';
import { MAX_READ_RETRIES, RETRYABLE_HTTP } from '@/api/query-client';

/**
 * When a page under test has settled, by what it does rather than by the clock: Playwright's
 * 'networkidle' waits a fixed 500 ms after the last request, and returns in the middle of a
 * read's retries (the second attempt of a 502 comes after 1 s), so the suites checked a page whose
 * final answer had not arrived yet. A page is quiet when
 * - no request of the page is in flight, none starts or ends meanwhile, and no read answered
 *   502/503 is still due for its retry (src/api/query-client.ts retries such a read
 *   MAX_READ_RETRIES times, after react-query's default delays: RETRY_DELAYS_MS);
 * - in the page itself, over QUIET_MS of its own time, no fetch is pending and nothing changes in
 *   the DOM but animation frames (measured by a timer in the page, so a renderer starved of CPU
 *   is waited for, not overtaken).
 */
export const QUIET_MS = 200;
/** The longest a settle waits by default. */
const SETTLE_CAP_MS = 15_000;
const POLL_MS = 30;
/**
 * react-query's default `retryDelay`, which the app's query client keeps: the n-th retry waits
 * min(1000 × 2^(n-1), 30000) ms (`defaultRetryDelay` in @tanstack/query-core's retryer.ts, called
 * with the failures counted before that retry; the package does not export it).
 */
const reactQueryRetryDelay = (retry: number) => Math.min(1_000 * 2 ** (retry - 1), 30_000);
/** The delay before each retry of a read (index 0: the first retry). */
const RETRY_DELAYS_MS = Array.from({ length: MAX_READ_RETRIES }, (_, index) =>
  reactQueryRetryDelay(index + 1),
);
/** A retry's timer fires late on a loaded machine; a read that is not retried is waited for this much longer. */
const RETRY_SLACK_MS = 1_500;
const API_PATH = '/xtmk/apph5/services/trustAppApi/';

interface Activity {
  inflight: Set<Request>;
  /** Date.now() of the last request that started or ended. */
  lastAt: number;
  /** Reads whose last answer was a retryable failure, by call: how many in a row, and when. */
  failed: Map<string, { failures: number; at: number }>;
  /** The page as it was last found quiet: nothing happened since, so it still is. */
  quiet?: { lastAt: number; mark: string };
}

/** The page's own record: its document, fetches pending, and when its DOM or a fetch last changed. */
interface PageState {
  document: string;
  pending: number;
  lastChange: number;
}

const activities = new WeakMap<Page, Activity>();

const callOf = (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith(API_PATH) ? pathname.slice(API_PATH.length) : undefined;
};

/** Starts following `page`'s requests and DOM changes (before its first navigation). */
export async function trackActivity(page: Page): Promise<void> {
  if (activities.has(page)) return;
  const activity: Activity = { inflight: new Set(), lastAt: Date.now(), failed: new Map() };
  activities.set(page, activity);
  const ended = (request: Request) => {
    activity.inflight.delete(request);
    activity.lastAt = Date.now();
  };
  page.on('request', (request) => {
    activity.inflight.add(request);
    activity.lastAt = Date.now();
    // A new document: retries of the last one will not come.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) activity.failed.clear();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response) => {
    const call = callOf(response.request());
    if (!call) return;
    const retryable = RETRYABLE_HTTP.has(response.status());
    const before = activity.failed.get(call)?.failures ?? 0;
    if (retryable) activity.failed.set(call, { failures: before + 1, at: Date.now() });
    else activity.failed.delete(call);
  });
  await page.addInitScript(() => {
    const state = {
      document: Math.random().toString(36).slice(2),
      pending: 0,
      lastChange: performance.now(),
    };
    (window as Window & { __quiet?: PageState }).__quiet = state;
    const touch = () => void (state.lastChange = performance.now());
    // A style change that shows or hides something counts; one that only moves, turns or fades
    // it (a frame of an animation, e.g. antd-mobile's spinner, which never stops) does not.
    const shown = (style: string | null) =>
      (style ?? '')
        .match(/(?:^|;)\s*(?:display|visibility)\s*:[^;]*/g)
        ?.join(';')
        .replace(/\s/g, '') ?? '';
    const animationFrame = (record: MutationRecord) =>
      record.type === 'attributes' &&
      record.attributeName === 'style' &&
      shown(record.oldValue) === shown((record.target as Element).getAttribute('style'));
    new MutationObserver((records) => {
      if (!records.every(animationFrame)) touch();
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      characterData: true,
    });
    const fetch = window.fetch;
    // Called on window whatever the caller's `this`, as the native fetch wants.
    window.fetch = (...args: Parameters<typeof fetch>) => {
      state.pending += 1;
      touch();
      const done = () => {
        state.pending -= 1;
        touch();
      };
      const answer = fetch.apply(window, args);
      answer.then(done, done);
      return answer;
    };
  });
}

function retryDue(activity: Activity, now: number): boolean {
  for (const { failures, at } of activity.failed.values()) {
    const delay = RETRY_DELAYS_MS[failures - 1];
    if (delay !== undefined && now - at < delay + RETRY_SLACK_MS) return true;
  }
  return false;
}

/**
 * The page's mark (its document and last change) when, over QUIET_MS of its own time, nothing
 * changed in its DOM and no fetch was pending; undefined otherwise. The page's timer fires only
 * after every task queued before it (a render React has scheduled after a chunk or an answer
 * arrived), so a page whose main thread was busy is not taken for a quiet one.
 */
async function pageStaysQuiet(page: Page): Promise<string | undefined> {
  return page
    .evaluate(async (quietMs) => {
      const state = (window as Window & { __quiet?: PageState }).__quiet;
      if (!state || state.pending > 0) return undefined;
      const before = state.lastChange;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      return state.pending === 0 && state.lastChange === before ? `${state.document}@${before}` : undefined;
    }, QUIET_MS)
    .catch(() => undefined); // navigating: not quiet yet
}

/** The page's mark now, when nothing is pending in it. */
async function pageMark(page: Page): Promise<string | undefined> {
  return page
    .evaluate(() => {
      const state = (window as Window & { __quiet?: PageState }).__quiet;
      return state && state.pending === 0 ? `${state.document}@${state.lastChange}` : undefined;
    })
    .catch(() => undefined);
}

/**
 * Resolves once `page` is quiet (see above), or after `capMs` (a page that keeps loading or
 * animating is checked as it is then); at once when nothing happened since it was last found
 * quiet. Pages never tracked wait for 'networkidle'.
 */
export async function untilQuiet(page: Page, { capMs = SETTLE_CAP_MS } = {}): Promise<void> {
  const activity = activities.get(page);
  if (!activity) {
    await page.waitForLoadState('networkidle', { timeout: capMs }).catch(() => undefined);
    return;
  }
  const networkQuiet = () => activity.inflight.size === 0 && !retryDue(activity, Date.now());
  const last = activity.quiet;
  if (last && last.lastAt === activity.lastAt && networkQuiet() && (await pageMark(page)) === last.mark)
    return;
  const start = Date.now();
  while (Date.now() - start < capMs) {
    const lastAt = activity.lastAt;
    const mark = networkQuiet() ? await pageStaysQuiet(page) : undefined;
    if (mark && networkQuiet() && activity.lastAt === lastAt) {
      activity.quiet = { lastAt, mark };
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  console.warn(`hostile suite: ${page.url()} was not quiet after ${capMs} ms; checked as it is`);
}

/**
 * The hostile rows wait for 'networkidle' after each step (`page.waitForLoadState('networkidle')`);
 * on a tracked page that wait becomes untilQuiet: no fixed 500 ms, and no check in the middle of
 * a retry. Other load states are Playwright's own.
 */
export function networkIdleMeansQuiet(page: Page): void {
  const playwrights = page.waitForLoadState.bind(page);
  page.waitForLoadState = (async (state, options) =>
    state === 'networkidle' ? untilQuiet(page) : playwrights(state, options)) as Page['waitForLoadState'];
}
