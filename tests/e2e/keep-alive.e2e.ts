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
    const root = [...document.querySelectorAll<HTMLElement>('.page-frame-body')].find(
      (element) => element.offsetParent !== null,
    );
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

/**
 * The title changes in the commit that switches routes; showing the kept page again and putting
 * its scroll position back may come a frame or a task later on a busy machine. So a check waits
 * for the state it expects (and fails on the timeout) instead of reading the first moment after
 * the title.
 */
async function waitForMarkShownAt(page: Page, scrollY: number) {
  await page.waitForFunction((y) => {
    const marked = document.querySelector<HTMLElement>('[data-e2e-mark="kept"]');
    return marked !== null && marked.offsetParent !== null && window.scrollY === y;
  }, scrollY);
}

async function waitForMarkHidden(page: Page) {
  await page.waitForFunction(() => {
    const marked = document.querySelector<HTMLElement>('[data-e2e-mark="kept"]');
    return marked === null || marked.offsetParent === null;
  });
}

async function leaveByLink(page: Page, link: string, title: string) {
  // A link of the page navigates inside the app (a single-page navigation). Dispatched rather
  // than clicked: a real click would first scroll the link into view, moving the page.
  await page.locator(link).filter({ visible: true }).first().dispatchEvent('click');
  await page.waitForFunction((t) => document.title === t, title);
}

describe('kept-alive routes in the browser', () => {
  let app: AppSession;
  let page: Page;
  let errors: ConsoleErrors;

  beforeAll(async () => {
    // Product pages need a session (Prism answers their calls with the contract's examples).
    app = await startApp({ build: 'prod', session: 'e2e-keep-alive' });
    ({ page, errors } = await app.newPage());
  });
  afterAll(() => app?.close());

  // capitain and capitainAdd are kept alive the same way; their re-check on return is covered by
  // the subscription's page flows (tests/flows/product/).
  for (const [path, title] of [
    ['equity', '权益类产品'],
    ['cash', '现金管理类产品'],
  ]) {
    it(`${path} keeps its state and scroll position over back and forward`, async () => {
      await page.goto(app.url(`/phone/${path}`));
      await page.waitForFunction((t) => document.title === t, title);
      await page.locator('a[href*="productDetail"]').first().waitFor();
      await markAndScroll(page, 600);

      await leaveByLink(page, 'a[href*="productDetail"]', '产品详情');
      await waitForMarkHidden(page);

      await page.goBack();
      await page.waitForFunction((t) => document.title === t, title);
      await waitForMarkShownAt(page, 600);
      expect(await visibleMark(page)).toEqual({ scrollY: 600 });

      await page.goForward();
      await page.waitForFunction(() => document.title === '产品详情');
      await waitForMarkHidden(page);
      await page.goBack();
      await page.waitForFunction((t) => document.title === t, title);
      await waitForMarkShownAt(page, 600);
      expect(await visibleMark(page)).toEqual({ scrollY: 600 });
      expect(errors.list).toEqual([]);
    });
  }

  it('an uncached route is rebuilt and starts at the top when the user comes back', async () => {
    // The landing page is not kept alive: coming back builds it again.
    await page.goto(app.url('/phone/about'));
    await page.waitForFunction(() => document.title === '关于我们');
    await page.locator('a[href*="/phone/help"]').first().waitFor();
    await markAndScroll(page, 400);
    await leaveByLink(page, 'a[href*="/phone/help"]', '帮助中心');
    await page.goBack();
    await page.waitForFunction(() => document.title === '关于我们');
    // The rebuilt page: its links are there again, unmarked, at the top.
    await page.locator('a[href*="/phone/help"]').filter({ visible: true }).first().waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await visibleMark(page)).toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors.list).toEqual([]);
  });
});
