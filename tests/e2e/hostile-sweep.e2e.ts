import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/routing/route-table';
import { DEFAULT_APP_UA_MARKER } from '../../src/env/env-config';
import { ownAppUa, UA } from '../../src/env/user-agents.fixture';
import { problemsOn, settle, watchPage, type PageWatch } from './hostile/inspect';
import { ROUTE_ROWS } from './hostile/routes';
import { SWEEP_QUERIES } from './hostile/sweep-queries';
import { SweepStub, sweepModes } from './hostile/sweep';
import { startApp, type AppSession } from './support/app-session';

/**
 * Issue 17 §6 on every real route, without a table: each route of the route table that is no
 * longer a placeholder and has no hand-written row (hostile/routes.ts) is opened on the production
 * build with its reads answered from the contract's examples, spoiled three ways in turn (hostile/sweep.ts: sweepModes)
 * (hostile/sweep.ts), and must hold each time: no script, no live markup, no error page, no
 * "undefined"/"NaN"/English on screen. A second pass opens every real route with a token in the
 * start URL: no request after the document may carry it.
 */
const covered = new Set(ROUTE_ROWS.map((row) => row.route.split('?')[0]?.replace(/^\//, '')));
const swept = routeTable.filter((def) => !def.placeholder && def.name && !covered.has(def.path));
const realRoutes = routeTable.filter((def) => !def.placeholder && def.name);
const routeUrl = (path: string, name: string) => `/${path}${SWEEP_QUERIES[name] ?? ''}`;

/**
 * Pages opened side by side: most of a sweep's time is spent waiting for the network to go quiet,
 * so a few pages at once cut the suite's time without loading the 2-core CI machine much more.
 */
const PAGES_AT_ONCE = 3;

interface Sweeper {
  page: Page;
  watch: PageWatch;
  stub: SweepStub;
}

let app: AppSession;
const idle: Sweeper[] = [];
const waiting: ((sweeper: Sweeper) => void)[] = [];

async function withSweeper<T>(work: (sweeper: Sweeper) => Promise<T>): Promise<T> {
  const sweeper = idle.pop() ?? (await new Promise<Sweeper>((resolve) => waiting.push(resolve)));
  try {
    return await work(sweeper);
  } finally {
    const next = waiting.shift();
    if (next) next(sweeper);
    else idle.push(sweeper);
  }
}

beforeAll(async () => {
  app = await startApp({ build: 'prod' });
  // The own app with a session: login-required pages open.
  const marker = process.env.VITE_APP_UA_MARKER || DEFAULT_APP_UA_MARKER;
  for (let i = 0; i < PAGES_AT_ONCE; i += 1) {
    const { page } = await app.newPage({
      userAgent: ownAppUa(marker, { agent: 'agent1', token: 'hostile-session' }),
    });
    const stub = new SweepStub();
    await stub.install(page);
    idle.push({ page, watch: await watchPage(page), stub });
  }
});
afterAll(() => app?.close());

describe.concurrent.each(swept.map((def, index) => ({ def, index, label: def.path })))(
  'sweep of $label',
  ({ def, index }) => {
    it('holds under every spoiled answer', async ({ expect }) => {
      const failures = await withSweeper(async ({ page, watch, stub }) => {
        const found: string[] = [];
        for (const { name, mode } of sweepModes(index)) {
          stub.reset(mode);
          watch.dialogs.length = 0;
          watch.hostileRequests.length = 0;
          watch.uncaught.length = 0;
          await page.goto(app.url(routeUrl(def.path, def.name ?? '')));
          await settle(page);
          for (const problem of await problemsOn(page, watch))
            found.push(`${name} (${[...stub.reads].join(', ')}): ${problem}`);
        }
        return found;
      });
      expect(failures).toEqual([]);
    });
  },
);

describe('the token in the start URL', () => {
  it('reaches no request after the document, on any real route', async () => {
    const token = 'hostile-token-5d2a';
    const { page: tokenPage } = await app.newPage({ fresh: true, userAgent: UA.miniProgramIOS });
    const leaks: string[] = [];
    let counted = 0;
    for (const def of realRoutes) {
      const target = app.url(
        `${routeUrl(def.path, def.name ?? '')}${SWEEP_QUERIES[def.name ?? ''] ? '&' : '?'}xtoken=${token}`,
      );
      const seen: Promise<{ url: string; referer: string; document: boolean }>[] = [];
      const onRequest = (request: Request) =>
        seen.push(
          request
            .allHeaders()
            .catch(() => ({}) as Record<string, string>)
            .then((headers) => ({
              url: request.url(),
              referer: headers.referer ?? '',
              // The document itself carries the token by definition (and a late request of the
              // previous route may come first, so it is found by address, not by position).
              document: request.isNavigationRequest() && request.url() === target,
            })),
        );
      tokenPage.on('request', onRequest);
      await tokenPage.goto(target, { waitUntil: 'load' });
      // A page that keeps loading (a document viewer) is checked on what it asked for so far.
      await tokenPage.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      tokenPage.off('request', onRequest);
      const after = (await Promise.all(seen)).filter((request) => !request.document);
      counted += after.length;
      for (const { url, referer } of after)
        if (url.includes(token) || referer.includes(token))
          leaks.push(`${def.path}: ${url} (referer ${referer || '-'})`);
      if (tokenPage.url().includes(token)) leaks.push(`${def.path}: the address bar still shows it`);
    }
    expect(counted).toBeGreaterThan(realRoutes.length * 3);
    expect(leaks).toEqual([]);
    await tokenPage.close();
  });
});
