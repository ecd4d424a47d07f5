import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@/app/routing/route-table';
import type { RouteDef } from '@/routing/route-def';
import { expectedLanding, loginLanding, type Landing } from '@tests/support/route-landing';
import { startApp, type AppSession, type OpenedPage } from './support/app-session';
import { DEFAULT_CARD } from './support/seed-ids';

const TOKEN = 'e2e-session-token';

/** Waits for the landing; returns a failure text or undefined. */
async function checkLanding(page: Page, app: AppSession, expected: Landing): Promise<string | undefined> {
  const want = new URL(app.url(expected.path));
  const wantPath = `${want.pathname}${want.search}`;
  const landed = ({ path, title }: { path: string; title: string }) =>
    `${location.pathname}${location.search}` === path && document.title === title;
  try {
    await page.waitForFunction(landed, { path: wantPath, title: expected.title }, { timeout: 10_000 });
    // The row's title shows while the page's chunk and data load: a page that then refuses, or
    // titles itself from an answer, must not pass on that first moment. Once the network is quiet
    // the landing must still hold.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await page.waitForFunction(landed, { path: wantPath, title: expected.title }, { timeout: 1_000 });
    // Never a blank screen: the page rendered some text.
    await page.waitForFunction(() => (document.getElementById('root')?.innerText.trim() ?? '') !== '', null, {
      timeout: 5_000,
    });
    return undefined;
  } catch {
    const url = new URL(page.url());
    return `landed on ${url.pathname}${url.search} "${await page.title()}", expected ${wantPath} "${expected.title}"`;
  }
}

describe('every route of the route table', () => {
  let app: AppSession;
  let opened: OpenedPage;

  beforeAll(async () => {
    app = await startApp({ build: 'prod' });
    opened = await app.newPage({ fresh: true });
  });
  afterAll(() => app?.close());

  async function visitAll(rows: readonly RouteDef[], signedIn: boolean): Promise<string[]> {
    const { page, errors } = opened;
    const failures: string[] = [];
    for (const def of rows) {
      errors.clear();
      await page.goto(app.url(`/${def.path}`), { waitUntil: 'load' });
      const failure = await checkLanding(page, app, expectedLanding(def, signedIn));
      if (failure) failures.push(`${def.path}: ${failure}`);
      if (errors.list.length > 0) failures.push(`${def.path}: ${errors.list.join(' | ')}`);
    }
    return failures;
  }

  it(`without a session: all ${routeTable.length} routes land where their rows say, with no console error`, async () => {
    expect(await visitAll(routeTable, false)).toEqual([]);
  });

  it('with a session: the login-required routes show themselves (or their declared context fallback)', async () => {
    const guarded = routeTable.filter((def) => def.requiresLogin);
    expect(guarded.length).toBeGreaterThan(0);
    await opened.page.goto(app.url('/phone/about'));
    await opened.page.evaluate((token) => localStorage.setItem('apptoken', token), TOKEN);
    try {
      expect(await visitAll(guarded, true)).toEqual([]);
    } finally {
      await opened.page.evaluate(() => localStorage.removeItem('apptoken'));
    }
  });

  it('sends unknown paths to /phone/about', async () => {
    const { page, errors } = opened;
    for (const unknown of ['/phone/noSuchPage', '/phone/about/extra', '/somewhere/else', '/']) {
      errors.clear();
      await page.goto(app.url(unknown));
      await page.waitForFunction(() => document.title === '关于我们');
      expect(new URL(page.url()).pathname, unknown).toBe('/xtmk/apph5/phone/about');
      expect(errors.list).toEqual([]);
    }
  });
});

describe('login round trip', () => {
  let app: AppSession;

  beforeAll(async () => {
    app = await startApp({ build: 'prod' });
  });
  afterAll(() => app?.close());

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
  });
});
