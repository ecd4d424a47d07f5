import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@/app/routing/route-table';
import { problemsOn, settle, type PageWatch } from './hostile/inspect';
import type { PagePool } from './hostile/page-pool';
import { ROUTE_ROWS } from './hostile/routes';
import { SweepStub, sweepModes } from './hostile/sweep';
import { SWEEP_QUERIES } from './hostile/sweep-queries';
import { loadWithToken, ownAppPagePool, tokenPagePool, withToken } from './hostile/testers';
import { startApp, type AppSession } from './support/app-session';

/**
 * A hostile backend on every real route, without a table: each route of the route table that is no
 * longer a placeholder and has no hand-written row (hostile/routes.ts) is opened on the production
 * build with its reads answered from the contract's examples, spoiled three ways in turn
 * (hostile/sweep.ts: sweepModes), and must hold each time: no script, no live markup, no error
 * page, no "undefined"/"NaN"/English on screen. A second pass opens every real route with a token
 * in the start URL: no request after the document may carry it. Both passes run on a few pages at
 * once (hostile/page-pool.ts) and check a page once it is quiet (hostile/quiet.ts).
 */
const covered = new Set(ROUTE_ROWS.map((row) => row.route.split('?')[0]?.replace(/^\//, '')));
const swept = routeTable.filter((def) => !def.placeholder && def.name && !covered.has(def.path));
const realRoutes = routeTable.filter((def) => !def.placeholder && def.name);
const routeUrl = (path: string, name: string) => `/${path}${SWEEP_QUERIES[name] ?? ''}`;

interface Sweeper {
  page: Page;
  watch: PageWatch;
  stub: SweepStub;
}

let app: AppSession;
let sweepers: PagePool<Sweeper>;

beforeAll(async () => {
  app = await startApp({ build: 'prod' });
  sweepers = await ownAppPagePool(app, async (page, watch) => {
    const stub = new SweepStub();
    await stub.install(page);
    return { page, watch, stub };
  });
});
afterAll(() => app?.close());

describe.concurrent.each(swept.map((def, index) => ({ def, index, label: def.path })))(
  'sweep of $label',
  ({ def, index }) => {
    it('holds under every spoiled answer', async ({ expect }) => {
      const failures = await sweepers.use(async ({ page, watch, stub }) => {
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
  const token = 'hostile-token-5d2a';
  /** Requests after the document, by route: proof that the pass saw each start-up. */
  const seenAfter = new Map<string, number>();
  let tokenPages: PagePool<Page>;
  beforeAll(async () => {
    // Answered by the backend (Prism) as it is: nothing is spoiled here.
    tokenPages = await tokenPagePool(app, async (page) => page);
  });

  it.concurrent.for(realRoutes)('reaches no request after the document on $path', (def, { expect }) =>
    tokenPages.use(async (tokenPage) => {
      const target = app.url(withToken(routeUrl(def.path, def.name ?? ''), token));
      const { after, leaks } = await loadWithToken(tokenPage, target, token, { capMs: 5_000 });
      seenAfter.set(def.path, after);
      expect(leaks).toEqual([]);
    }),
  );

  it('saw the start-up requests of every route', () => {
    const counted = [...seenAfter.values()].reduce((sum, count) => sum + count, 0);
    expect(seenAfter.size).toBe(realRoutes.length);
    expect(counted).toBeGreaterThan(realRoutes.length * 3);
  });
});
