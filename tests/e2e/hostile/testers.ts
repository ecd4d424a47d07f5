import type { Page, Request } from 'playwright-core';
import { ownAppMarker, ownAppUa, UA } from '@tests/support/user-agents';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type AppSession, type OpenedPage } from '../support/app-session';
import { ApiStub } from './api-stub';
import type { Ctx } from './row-types';
import { watchPage, type PageWatch } from './inspect';
import { fillPool, PAGES_AT_ONCE, type PagePool } from './page-pool';
import { networkIdleMeansQuiet, trackActivity, untilQuiet } from './quiet';

/**
 * The pages the hostile suites work on: a pool of the own app's pages with a session (routes
 * that need login open, the title bar is shown), watched from their first request, and the fresh
 * visitors of the token passes.
 */

/** A page of the own app with a session, watched; `install` puts its stub in before any load. */
export async function ownAppPagePool<T>(
  app: AppSession,
  install: (page: Page, watch: PageWatch) => Promise<T>,
): Promise<PagePool<T>> {
  const marker = ownAppMarker();
  return fillPool(PAGES_AT_ONCE, async () => {
    const { page } = await app.newPage({
      userAgent: ownAppUa(marker, { agent: 'agent1', token: 'hostile-session' }),
    });
    const watch = await watchPage(page);
    return install(page, watch);
  });
}

/** A page answered by the table's stub (hostile/api-stub.ts), as the route rows drive it. */
export interface Tester {
  page: Page;
  watch: PageWatch;
  stub: ApiStub;
  ctx: Ctx;
}

export function testerPool(app: AppSession): Promise<PagePool<Tester>> {
  return ownAppPagePool(app, async (page, watch) => {
    // The rows wait for 'networkidle' after each step: on these pages it means quiet.ts's quiet.
    networkIdleMeansQuiet(page);
    const stub = new ApiStub();
    await stub.install(page);
    return { page, watch, stub, ctx: { page, stub, url: (route) => app.url(route) } };
  });
}

/**
 * The testers of one suite file: the production build started and the pool filled before the
 * file's tests, the build closed after them. Call at the top level of the file.
 */
export function suiteTesters(): { use<R>(work: (tester: Tester) => Promise<R>): Promise<R> } {
  let app: AppSession | undefined;
  let pool: PagePool<Tester> | undefined;
  beforeAll(async () => {
    app = await startApp({ build: 'prod' });
    pool = await testerPool(app);
  });
  afterAll(() => app?.close());
  return {
    use(work) {
      if (!pool) throw new Error('suiteTesters: a tester was asked for before the suite started');
      return pool.use(work);
    },
  };
}

/**
 * Fresh visitors (no storage) in a mini program at first; each page then carries what start-up
 * kept of the token from one route to the next, as one page going through every route would;
 * their API is answered by the backend, their console errors collected.
 */
export function tokenPagePool(app: AppSession): Promise<PagePool<OpenedPage>> {
  return fillPool(PAGES_AT_ONCE, async () => {
    const opened = await app.newPage({ fresh: true, userAgent: UA.miniProgramIOS });
    await trackActivity(opened.page);
    return opened;
  });
}

/** `route` with the token in its start URL (`&` when the route has a query already). */
export const withToken = (route: string, token: string) =>
  `${route}${route.includes('?') ? '&' : '?'}xtoken=${token}`;

/**
 * Opens `target` (an address carrying `token`) and follows its start-up until the page is quiet
 * (at most `capMs`: a page that keeps loading, a document viewer, is judged on what it asked for
 * so far). Returns how many requests came after the document, and where the token went: a request
 * or its referer carrying it, or the address bar still showing it.
 */
export async function loadWithToken(
  page: Page,
  target: string,
  token: string,
  { capMs }: { capMs?: number } = {},
): Promise<{ after: number; leaks: string[] }> {
  const seen: Promise<{ url: string; referer: string; document: boolean }>[] = [];
  const onRequest = (request: Request) =>
    seen.push(
      request
        .allHeaders()
        // The page may have moved on (or closed) before the headers are read.
        .catch(() => ({}) as Record<string, string>)
        .then((headers) => ({
          url: request.url(),
          referer: headers.referer ?? '',
          // The document carries the token by definition; found by address, since a late
          // request of the page's previous route may come first.
          document: request.isNavigationRequest() && request.url() === target,
        })),
    );
  page.on('request', onRequest);
  try {
    await page.goto(target, { waitUntil: 'load' });
    await untilQuiet(page, capMs === undefined ? {} : { capMs });
  } finally {
    page.off('request', onRequest);
  }
  const after = (await Promise.all(seen)).filter((request) => !request.document);
  const leaks = after
    .filter(({ url, referer }) => url.includes(token) || referer.includes(token))
    .map(({ url, referer }) => `${url} (referer ${referer || '-'})`);
  if (page.url().includes(token)) leaks.push('the address bar still shows it');
  return { after: after.length, leaks };
}
