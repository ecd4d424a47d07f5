import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@/routing/route-def';
import { problemsOn, settle, type PageWatch } from '../hostile/inspect';
import { fillPool, PAGES_AT_ONCE, type PagePool } from '../hostile/page-pool';
import { trackActivity } from '../hostile/quiet';
import { SweepStub, sweepModes } from '../hostile/sweep';
import { loadWithToken, ownAppPagePool, tokenPagePool, withToken } from '../hostile/testers';
import { startApp, type AppSession, type OpenedPage } from '../support/app-session';
import { DEFAULT_CARD } from '../support/seed-ids';
import { expectedLanding, loginLanding } from '@tests/support/route-landing';
import { checkLanding } from './landing';
import { routeUrl, sweepRoutes, type SweepHalf } from './sweep-routes';

/**
 * The one sweep over the route table, on the production build (Prism answers on the contract),
 * one browser per half, each pass on a few pages at once (hostile/page-pool.ts). Each route is
 * opened once per page state it has:
 *
 * - no session: every route opened directly lands where its row says (login with a return path,
 *   its context fallback, or itself under its title), shows some text, and logs no console error;
 * - a session: every login-required route the same, signed in: opened by a visitor signed in by
 *   the token in its address (the token pass below), or, where that pass opens it with a query,
 *   by a visitor with a stored session;
 * - hostile answers: every real route without a hand-written row (hostile/routes.ts) is opened
 *   with its reads answered from the contract's examples spoiled three ways in turn
 *   (hostile/sweep.ts: sweepModes), and must hold each time: no script, no live markup, no error
 *   page, no "undefined"/"NaN"/English on screen. A route that read nothing under the first
 *   answers is the same page under the others, so it is opened once;
 * - the token in the start URL: every real route, and every hostile row's own address, opened
 *   with a token in its address (a mini program's); no request after the document may carry it.
 *
 * A landing and a hostile answer are judged once the page is quiet (hostile/quiet.ts: every
 * request answered, no retry due, the DOM still), never after a fixed wait.
 */
const TOKEN = 'e2e-session-token';

export function defineRouteSweep(which: SweepHalf): void {
  const routes = sweepRoutes(which);
  let app: AppSession;

  beforeAll(async () => {
    app = await startApp({ build: 'prod' });
  });
  afterAll(() => app?.close());

  /** Fresh visitors in Chromium's own user agent; `signedIn` ones with a token in the client store. */
  function visitorPool(signedIn: boolean): Promise<PagePool<OpenedPage>> {
    return fillPool(PAGES_AT_ONCE, async () => {
      const opened = await app.newPage({ fresh: true });
      await trackActivity(opened.page);
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

  async function freshTrackedPage(): Promise<OpenedPage> {
    const opened = await app.newPage({ fresh: true });
    await trackActivity(opened.page);
    return opened;
  }

  describe('landing without a session', () => {
    let visitors: PagePool<OpenedPage>;
    beforeAll(async () => {
      visitors = await visitorPool(false);
    });

    it.concurrent.for(routes.all)(
      '$path lands where its row says, with no console error',
      (def, { expect }) =>
        visitors.use(async (visitor) => expect(await visit(visitor, def, false)).toEqual([])),
    );

    if (which === 0)
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

  // The rest of the login-required routes land with a session in the token pass below.
  describe('landing with a session', () => {
    let members: PagePool<OpenedPage>;
    beforeAll(async () => {
      members = await visitorPool(true);
    });

    it('covers login-required routes', () => expect(routes.allGuarded).toBeGreaterThan(0));

    it.concurrent.for(routes.guarded)(
      '$path shows itself (or its declared context fallback), with no console error',
      (def, { expect }) => members.use(async (member) => expect(await visit(member, def, true)).toEqual([])),
    );
  });

  if (which === 1)
    describe('login round trip', () => {
      it('a login-required route without a session lands on login; once a session appears it comes back, query and all', async () => {
        const { page, errors } = await freshTrackedPage();
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
        const { page, errors } = await freshTrackedPage();
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

    it.concurrent.for(routes.swept)('$label holds under every spoiled answer', ({ def, index }, { expect }) =>
      sweepers.use(async ({ page, watch, stub }) => {
        const found: string[] = [];
        for (const { name, mode } of sweepModes(index)) {
          stub.reset(mode);
          watch.dialogs.length = 0;
          watch.hostileRequests.length = 0;
          watch.uncaught.length = 0;
          await page.goto(app.url(routeUrl(def)));
          await settle(page);
          for (const problem of await problemsOn(page, watch))
            found.push(`${name} (${[...stub.reads].join(', ')}): ${problem}`);
          // No read, nothing to spoil: the other answers would show this same page again.
          if (stub.reads.size === 0) break;
        }
        expect(found).toEqual([]);
      }),
    );
  });

  describe('the token in the start URL', () => {
    const token = 'hostile-token-5d2a';
    /** Requests after the document, by address: proof that the pass saw each start-up. */
    const seenAfter = new Map<string, number>();
    let tokenPages: PagePool<OpenedPage>;
    beforeAll(async () => {
      // Answered by the backend (Prism) as it is: nothing is spoiled here.
      tokenPages = await tokenPagePool(app);
    });

    it.concurrent.for(routes.tokens)('reaches no request after the document on $route', (entry, { expect }) =>
      tokenPages.use(async ({ page, errors }) => {
        errors.clear();
        const target = app.url(withToken(entry.route, token));
        const { after, leaks } = await loadWithToken(page, target, token, { capMs: 5_000 });
        seenAfter.set(entry.route, after);
        // A hostile row's address is one the row opens with its data: its start-up reads.
        if (entry.row) expect(after).toBeGreaterThan(3);
        expect(leaks).toEqual([]);
        // Signed in by the token: a login-required route shows itself (or its declared context
        // fallback), with no console error.
        if (entry.landing) {
          const failure = await checkLanding(page, app, expectedLanding(entry.landing, true));
          expect([...(failure ? [failure] : []), ...errors.list], 'landing with a session').toEqual([]);
        }
      }),
    );

    it('saw the start-up requests of every address, and landed on every login-required one', () => {
      const counted = [...seenAfter.values()].reduce((sum, count) => sum + count, 0);
      expect(seenAfter.size).toBe(routes.tokens.length);
      expect(counted).toBeGreaterThan(routes.tokens.length * 3);
      const landed = routes.tokens.filter((entry) => entry.landing).length;
      expect(landed + routes.guarded.length).toBe(routes.allGuarded);
    });
  });
}
