import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { auditElderly, walkElderly } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';

/**
 * The company pages as a visitor walks them, in Chromium on the demo build (stateful mock in the
 * page), not logged in: the landing page (banners from bannerList, profile, entries) → 联系我们
 * (tap-to-call) → 公司介绍 → 股东背景 → 信息公示 (tabs) → an unknown path back on the landing page.
 * The landing page's body text is ≥ 16 px in normal mode. Then the same pages in elderly mode: every
 * text ≥ 18 px and every tap target ≥ 44 × 44 px.
 * With `npm run screenshots` (E2E_SCREENSHOTS=1) pictures at 375×667 go to docs/screenshots/company-*.png.
 */

let app: AppSession;
let page: Page;
let errors: ConsoleErrors;

beforeAll(async () => {
  app = await startApp({ build: 'demo' });
  ({ page, errors } = await app.newPage());
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'company');

describe('company pages journey (demo build)', () => {
  it('walks from the landing page through contact, company information and public notices', async () => {
    await page.goto(app.url('/phone/about'));
    await page.getByText(/^[一二三四五六七八九十]+载 受人之托 代人理财$/).waitFor();
    expect(await page.title()).toBe('关于我们');
    await page.getByRole('heading', { name: '华信信托股份有限公司' }).waitFor();
    await shot('01-about');
    // Normal mode too: no text of the landing page's body under 16 px (elderly mode: 18 px, below).
    const normal = await auditElderly(page, 'main', { minText: 16 });
    expect(normal.textsChecked).toBeGreaterThan(20);
    expect(normal.smallTexts).toEqual([]);

    await page.getByRole('link', { name: /联系我们/ }).click();
    await page.getByRole('link', { name: '立即拨打' }).waitFor();
    expect(await page.getByRole('link', { name: '立即拨打' }).getAttribute('href')).toBe('tel:4008208888');
    await shot('02-contact-us');
    await page.goBack();

    await page.getByRole('link', { name: /公司介绍/ }).click();
    await page.getByText('股东背景').click();
    await page.getByText('持股 60.00%').waitFor();
    expect(await page.title()).toBe('股东背景');
    await shot('03-shareholders');

    await page.goto(app.url('/phone/publicity'));
    await page.getByText('服务价格公示').waitFor();
    await page.getByRole('tab', { name: '消保公示' }).click();
    await page.getByText('投诉渠道').waitFor();
    await shot('04-publicity');

    await page.goto(app.url('/phone/no-such-page'));
    await page.getByRole('heading', { name: '华信信托股份有限公司' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/phone\/about$/);
    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on every company page', async () => {
    const { page: elderly } = await app.newPage({ elderly: true });
    const routes = ['about', 'contactUs', 'teamIntroduction', 'aboutList', 'publicity', 'download', '404'];
    const offenders = await walkElderly(
      elderly,
      routes.map((route) => [route] as const),
      { url: app.url, waitForHeading: false },
    );
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  });
});
