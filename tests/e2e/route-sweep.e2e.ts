import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@/app/routing/route-table';
import type { RouteDef } from '@/routing/route-def';
import { expectedLanding, loginLanding, type Landing } from '@tests/support/route-landing';
import { problemsOn, settle, type PageWatch } from './hostile/inspect';
import { fillPool, PAGES_AT_ONCE, type PagePool } from './hostile/page-pool';
import { ROUTE_ROWS } from './hostile/routes';
import { SweepStub, sweepModes } from './hostile/sweep';
import { SWEEP_QUERIES } from './hostile/sweep-queries';
import { loadWithToken, ownAppPagePool, tokenPagePool, withToken } from './hostile/testers';
import { startApp, type AppSession, type OpenedPage } from './support/app-session';
import { DEFAULT_CARD } from './support/seed-ids';

/**
 * The one sweep over the route table, on the production build (Prism answers on the contract),
 * one browser for every pass, each pass on a few pages at once (hostile/page-pool.ts):
 *
 * - landing: every route opened directly without a session, and every login-required route with
 *   one, lands where its row says (login with a return path, its context fallback, or itself
 *   under its title), shows some text, and logs no console error;
 * - hostile answers: every real route without a hand-written row (hostile/routes.ts) is opened
 *   with its reads answered from the contract's examples spoiled three ways in turn
 *   (hostile/sweep.ts: sweepModes), and must hold each time: no script, no live markup, no error
 *   page, no "undefined"/"NaN"/English on screen;
 * - the token in the start URL: every real route opened with a token in its address; no request
 *   after the document may carry it.
 *
 * A landing is judged once the network is quiet, a hostile answer once the page is (hostile/quiet.ts:
 * every request answered, no retry due, the DOM still), never after a fixed wait.
 */
const TOKEN = 'e2e-session-token';

/** Waits for the landing; returns a failure text or undefined. */
async function checkLanding(page: Page, app: AppSession, expected: Landing): Promise<string | undefined> {
  const want = new URL(app.url(expected.path));
  const wantPath = `${want.pathname}${want.search}`;
  const landed = ({ path, title }: { path: string; title: string }) =>
    `${location.pathname}${location.search}` === path && document.title === title;
  const failure = async (step: string) => {
    const url = new URL(page.url());
    return `${step}: on ${url.pathname}${url.search} "${await page.title()}", expected ${wantPath} "${expected.title}"`;
  };
  try {
    await page.waitForFunction(landed, { path: wantPath, title: expected.title }, { timeout: 10_000 });
  } catch {
    return failure('never landed');
  }
  // The row's title shows while the page's chunk and data load: a page that then refuses, or
  // titles itself from an answer, must not pass on that first moment. Once the network is quiet
  // the landing must still hold (read once: the page is there, nothing is awaited).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  if (!(await page.evaluate(landed, { path: wantPath, title: expected.title })))
    return failure('moved on once the network was quiet');
  // Never a blank screen: the page rendered some text.
  try {
    await page.waitForFunction(() => (document.getElementById('root')?.innerText.trim() ?? '') !== '', null, {
      timeout: 10_000,
    });
  } catch {
    return failure('no text on the page');
  }
  return undefined;
}

const covered = new Set(ROUTE_ROWS.map((row) => row.route.split('?')[0]?.replace(/^\//, '')));
const swept = routeTable.filter((def) => !def.placeholder && def.name && !covered.has(def.path));
const realRoutes = routeTable.filter((def) => !def.placeholder && def.name);
const guarded = routeTable.filter((def) => def.requiresLogin);
const routeUrl = (path: string, name: string) => `/${path}${SWEEP_QUERIES[name] ?? ''}`;

let app: AppSession;

beforeAll(async () => {
  app = await startApp({ build: 'prod' });
});
afterAll(() => app?.close());

/** Fresh visitors in Chromium's own user agent; `signedIn` ones with a token in the client store. */
function visitorPool(signedIn: boolean): Promise<PagePool<OpenedPage>> {
  return fillPool(PAGES_AT_ONCE, async () => {
    const opened = await app.newPage({ fresh: true });
    if (signedIn) {
      await opened.page.goto(app.url('/phone/about'));
      await opened.page.evaluate((token) => localStorage.setItem('apptoken', token), TOKEN);
    }
    return opened;
  });
}

async function visit({ page, errors }: OpenedPage, def: RouteDef, signedIn: boolean): Promise<string[]> {
  errors.clear();
  await page.goto(app.url(`/${def.path}`), { waitUntil: 'load' });
  const failure = await checkLanding(page, app, expectedLanding(def, signedIn));
  return [...(failure ? [failure] : []), ...errors.list];
}

describe('landing without a session', () => {
  let visitors: PagePool<OpenedPage>;
  beforeAll(async () => {
    visitors = await visitorPool(false);
  });

  it.concurrent.for(routeTable)('$path lands where its row says, with no console error', (def, { expect }) =>
    visitors.use(async (visitor) => expect(await visit(visitor, def, false)).toEqual([])),
  );

  it('sends unknown paths to /phone/about', () =>
    visitors.use(async ({ page, errors }) => {
      for (const unknown of ['/phone/noSuchPage', '/phone/about/extra', '/somewhere/else', '/']) {
        errors.clear();
        await page.goto(app.url(unknown));
        await page.waitForFunction(() => document.title === '关于我们');
        expect(new URL(page.url()).pathname, unknown).toBe('/xtmk/apph5/phone/about');
        expect(errors.list).toEqual([]);
      }
    }));
});

describe('landing with a session', () => {
  let members: PagePool<OpenedPage>;
  beforeAll(async () => {
    members = await visitorPool(true);
  });

  it('covers the login-required routes', () => expect(guarded.length).toBeGreaterThan(0));

  it.concurrent.for(guarded)(
    '$path shows itself (or its declared context fallback), with no console error',
    (def, { expect }) => members.use(async (member) => expect(await visit(member, def, true)).toEqual([])),
  );
});

describe('login round trip', () => {
  it('a login-required route without a session lands on login; once a session appears it comes back, query and all', async () => {
    const { page, errors } = await app.newPage({ fresh: true });
    const target = `/phone/addOrEditBankCard?cardId=${DEFAULT_CARD}`;
    await page.goto(app.url(target));
    expect(await checkLanding(page, app, loginLanding(target))).toBeUndefined();
    // The hosting app (or a second tab) logs the user in and the page is loaded again.
    await page.evaluate((token) => localStorage.setItem('apptoken', token), TOKEN);
    await page.reload();
    // In edit mode (?cardId=) the page refines its title.
    expect(await checkLanding(page, app, { path: target, title: '编辑银行卡' })).toBeUndefined();
    expect(errors.list).toEqual([]);
    await page.close();
  });

  it('never returns to another origin, whatever the redirect says', async () => {
    const { page, errors } = await app.newPage({ fresh: true });
    await page.goto(app.url('/phone/about'));
    await page.evaluate((token) => localStorage.setItem('apptoken', token), TOKEN);
    for (const hostile of ['https://evil.example/', '//evil.example/phone/about', '/\\evil.example']) {
      await page.goto(app.url(`/phone/login?redirect=${encodeURIComponent(hostile)}`));
      expect(
        await checkLanding(page, app, { path: '/phone/about', title: '关于我们' }),
        hostile,
      ).toBeUndefined();
    }
    expect(errors.list).toEqual([]);
    await page.close();
  });
});

interface Sweeper {
  page: Page;
  watch: PageWatch;
  stub: SweepStub;
}

describe('hostile answers', () => {
  let sweepers: PagePool<Sweeper>;
  beforeAll(async () => {
    sweepers = await ownAppPagePool(app, async (page, watch) => {
      const stub = new SweepStub();
      await stub.install(page);
      return { page, watch, stub };
    });
  });

  it.concurrent.for(swept.map((def, index) => ({ def, index, label: def.path })))(
    '$label holds under every spoiled answer',
    ({ def, index }, { expect }) =>
      sweepers.use(async ({ page, watch, stub }) => {
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
        expect(found).toEqual([]);
      }),
  );
});

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
