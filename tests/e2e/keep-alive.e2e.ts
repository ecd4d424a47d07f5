import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleErrors } from './support/browser';
import { startApp, type AppSession } from './support/app-session';

/**
 * Marks the current page's DOM (a stand-in for component state: a kept-alive page keeps the
 * very same DOM nodes) and makes it tall enough to scroll.
 */
async function markAndScroll(page: Page, scrollY: number) {
  await page.evaluate((y) => {
    const root = document.querySelector<HTMLElement>('[data-testid="placeholder-page"]');
    if (!root) throw new Error('no page');
    root.dataset.e2eMark = 'kept';
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    root.append(spacer);
    window.scrollTo(0, y);
  }, scrollY);
  await page.waitForFunction((y) => window.scrollY === y, scrollY);
}

const visibleMark = (page: Page) =>
  page.evaluate(() => {
    const marked = document.querySelector<HTMLElement>('[data-e2e-mark="kept"]');
    return marked && marked.offsetParent !== null ? { scrollY: window.scrollY } : null;
  });

async function leaveByLink(page: Page, title: string) {
  // The placeholder's button navigates inside the app (a single-page navigation). Dispatched
  // rather than clicked: a real click would first scroll the button into view, moving the page.
  await page
    .locator('[data-testid="placeholder-page"]:visible')
    .getByRole('button', { name: '返回关于我们' })
    .dispatchEvent('click');
  await page.waitForFunction((t) => document.title === t, title);
}

describe('kept-alive routes in the browser', () => {
  let app: AppSession;
  let page: Page;
  let errors: ConsoleErrors;

  beforeAll(async () => {
    app = await startApp({ build: 'prod' });
    ({ page, errors } = await app.newPage());
  });
  afterAll(() => app?.close());

  for (const [path, title] of [
    ['capitain', '认购'],
    ['capitainAdd', '追加认购'],
    ['equity', '权益类产品'],
    ['cash', '现金管理类产品'],
  ]) {
    it(`${path} keeps its state and scroll position over back and forward`, async () => {
      await page.goto(app.url(`/phone/${path}`));
      await page.waitForFunction((t) => document.title === t, title);
      await markAndScroll(page, 600);

      await leaveByLink(page, '关于我们');
      expect(await visibleMark(page)).toBeNull();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.waitForFunction((t) => document.title === t, title);
      await page.waitForFunction(() => window.scrollY === 600);
      expect(await visibleMark(page)).toEqual({ scrollY: 600 });

      await page.goForward();
      await page.waitForFunction(() => document.title === '关于我们');
      await page.goBack();
      await page.waitForFunction((t) => document.title === t, title);
      expect(await visibleMark(page)).toEqual({ scrollY: 600 });
      expect(errors.list).toEqual([]);
    });
  }

  it('an uncached route is rebuilt and starts at the top when the user comes back', async () => {
    await page.goto(app.url('/phone/productDetail'));
    await page.waitForFunction(() => document.title === '产品详情');
    await markAndScroll(page, 400);
    await leaveByLink(page, '关于我们');
    await page.goBack();
    await page.waitForFunction(() => document.title === '产品详情');
    expect(await visibleMark(page)).toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors.list).toEqual([]);
  });
});
