import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIS_ABOVE_FLOOR } from '@tests/legacy/tiers';
import { startApp, type AppSession, type OpenedPage } from './support/app-session';

/**
 * Old WebKit (iOS 12–16.3 WKWebView, WeChat on iPhone) cannot run on this machine. This stands
 * in for it: the production build in current Chromium with the built-ins those engines lack
 * deleted before any script runs, on the legacy path they take (no `import.meta.resolve`, so
 * the modern entry never runs there: here it is answered with an empty module and the modern
 * flag cannot be set). Key routes must draw their Chinese content with no uncaught error, and
 * below the floor the upgrade page must show without our bundle.
 */

/** Deletes the given built-ins (paths from the global object) before the page's scripts. */
async function deleteBuiltIns(page: Page, paths: string[][]): Promise<void> {
  await page.addInitScript((all: string[][]) => {
    for (const path of all) {
      const owner = path
        .slice(0, -1)
        .reduce<Record<string, unknown>>(
          (object, key) => object[key] as Record<string, unknown>,
          globalThis as unknown as Record<string, unknown>,
        );
      delete owner[path[path.length - 1] as string];
    }
  }, paths);
}

/** Takes the legacy path as an engine without `import.meta.resolve` does. */
async function forceLegacyPath(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, '__vite_is_modern_browser', { get: () => undefined, set: () => undefined });
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
    /-legacy-/.test(route.request().url())
      ? route.continue()
      : route.fulfill({ contentType: 'text/javascript', body: 'export {};' }),
  );
}

// globalThis stays: the test driver's own scripts need it (the legacy polyfills define it anyway).
const FLOOR_GAPS = APIS_ABOVE_FLOOR.map((api) => api.path).filter((path) => path[0] !== 'globalThis');

let app: AppSession;

beforeAll(async () => {
  app = await startApp({ build: 'prod', session: 'e2e-session-token' });
});

afterAll(() => app?.close());

async function openLegacy(): Promise<OpenedPage> {
  const opened = await app.newPage({ fresh: true });
  await deleteBuiltIns(opened.page, FLOOR_GAPS);
  await forceLegacyPath(opened.page);
  return opened;
}

const ROUTES = [
  { path: '/phone/about', text: '关于我们' },
  { path: '/phone/investProductList', text: '可投产品' },
  { path: '/phone/investListHome', text: '我的投资' },
  { path: '/phone/positionList', text: '我的持仓' },
  { path: '/phone/myOrder', text: '我的订单' },
];

describe('the legacy path with the built-ins of old engines deleted', () => {
  it('draws key routes in Chinese with the legacy chunks and no uncaught error', async () => {
    const { page, errors } = await openLegacy();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const failures: string[] = [];
    for (const route of ROUTES) {
      errors.clear();
      await page.goto(app.url(route.path));
      await page.waitForFunction((title) => document.title === title, route.text, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const text = await page.locator('#root').innerText();
      if (!/\p{Script=Han}/u.test(text)) failures.push(`${route.path}: no Chinese content`);
      if (/加载失败|is not a function|undefined/.test(text))
        failures.push(`${route.path}: shows "${text.slice(0, 80)}"`);
      failures.push(...errors.list.map((error) => `${route.path}: ${error}`));
    }
    expect(failures).toEqual([]);
    expect(scripts.some((url) => /\/assets\/index-legacy-/.test(url))).toBe(true);
    expect(await page.evaluate(() => typeof Object.hasOwn)).toBe('function'); // polyfilled
  });

  it('shows the Chinese upgrade page below the floor (no Array.prototype.flat), without our bundle', async () => {
    const { page } = await app.newPage({ fresh: true });
    await deleteBuiltIns(page, [['Array', 'prototype', 'flat']]);
    await page.goto(app.url('/phone/about'));
    const upgrade = page.locator('#upgrade');
    await upgrade.waitFor({ state: 'visible' });
    expect(await upgrade.innerText()).toContain('请升级后使用');
    expect(await upgrade.innerText()).toContain('400-820-8888');
  });
});
