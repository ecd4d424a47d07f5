import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackActivity } from './hostile/quiet';
import { journeyBuild, startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { auditElderly, formatAudit } from './support/elderly-audit';
import { untilSettled } from './support/settled';
import { journeyScreenshots } from './support/screenshots';
import { CASH_HELD, FIXED_RAISING, NAV_HELD, NAV_PREHEAT } from './support/seed-ids';

/**
 * The product detail subpages as an investor walks them, in Chromium on the
 * demo build (the stateful mock in the page): a NAV chart shared outside the app opens without a
 * session; signed in, from a NAV product's detail to its chart (uPlot drawn, touch tooltip,
 * 成立以来), its history (paged), its strategy and adviser; the cash product's yields; a preheat
 * product's countdown and reminder; then every page of the area in elderly mode (text ≥ 18 px,
 * targets ≥ 44 × 44 px). With E2E_SCREENSHOTS=1 pictures at 375×667 go to
 * docs/screenshots/product-detail-*.png.
 *
 * E2E_DIST=/tmp/x-demo serves an existing demo build instead of building dist-demo.
 */
let app: AppSession;
let page: Page;
let errors: ConsoleErrors;

beforeAll(async () => {
  // No seeded session: the public chart is opened by a visitor; ?devToken= signs in later.
  app = await startApp(journeyBuild());
  ({ page, errors } = await app.newPage());
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'product-detail');

/**
 * Console errors that are the page's own. Chromium's background update check of the MSW worker
 * script sometimes fails while the registered worker keeps serving (as in widget-screenshots.ts):
 * that one message is not a page problem.
 */
const own = (list: readonly string[]) => list.filter((e) => !e.includes('Failed to update a ServiceWorker'));

/** Waits for uPlot's canvas to be drawn (a width means the lazy chunk ran and sized it). */
async function chartDrawn(p: Page) {
  const canvas = p.locator('.trend-uplot canvas').first();
  await canvas.waitFor({ timeout: 20_000 });
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
}

/** A finger on the chart, three quarters across: the tooltip follows it. */
async function touchChart(p: Page) {
  const over = p.locator('.trend-uplot .u-over').first();
  const box = await over.boundingBox();
  if (!box) throw new Error('chart not laid out');
  await over.dispatchEvent('pointerdown', {
    pointerType: 'touch',
    clientX: box.x + box.width * 0.75,
    clientY: box.y + box.height / 2,
  });
}

describe('product detail subpages (demo build)', () => {
  it('a visitor opens the shared NAV chart without a session', async () => {
    await page.goto(app.url(`/phone/brokenLinkOnePublic?productCode=${NAV_HELD}`));
    await page.getByRole('heading', { name: '华信价值精选1号证券投资集合资金信托计划' }).waitFor();
    expect(await page.title()).toBe('净值走势');
    await chartDrawn(page);
    expect(page.url()).toContain(`/phone/brokenLinkOnePublic?productCode=${NAV_HELD}`);
    await shot('01-public-nav-chart');

    await page.goto(app.url(`/phone/cashBrokenLinePublic?productCode=${CASH_HELD}`));
    await page.getByRole('region', { name: '最新收益' }).getByText('2.1350%').waitFor();
    expect(await page.title()).toBe('收益走势');
    await chartDrawn(page);

    // The detail needs a session: the link leads to the login page.
    await page.getByRole('link', { name: '登录查看产品详情' }).click();
    await page.waitForURL(/\/phone\/login/);
    expect(own(errors.list)).toEqual([]);
  });

  it('signed in: detail → NAV chart → history → strategy and adviser', async () => {
    await page.goto(app.url(`/phone/productDetail?productCode=${NAV_HELD}&devToken=demo`));
    await page.getByRole('link', { name: '净值走势' }).click();
    await page.waitForURL(new RegExp(String.raw`/phone/brokenLinkOne\?productCode=${NAV_HELD}$`));
    await chartDrawn(page);
    await page.getByRole('button', { name: '成立以来' }).click();
    const since = page.getByRole('region', { name: '收益率走势' }).locator('dd').first();
    expect(await since.innerText()).toBe('+23.60%');
    await chartDrawn(page);
    await touchChart(page);
    await page
      .locator('.trend-tooltip')
      .getByText(/^单位净值 \d\.\d{4}$/)
      .waitFor();
    await shot('02-nav-chart');

    await page.getByRole('link', { name: '历史数据' }).click();
    const list = page.getByRole('list', { name: '历史净值' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(20);
    expect(await list.getByRole('listitem').first().innerText()).toContain('2026-11-20');
    await shot('03-history');
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(40);

    await page.goto(app.url(`/phone/productDetail?productCode=${NAV_HELD}&tab=project`));
    await page.getByRole('link', { name: /投资策略/ }).click();
    await page.getByRole('heading', { level: 2, name: '投资策略' }).waitFor();
    await shot('04-strategy');
    await page.goBack();
    await page.getByRole('link', { name: /投资顾问/ }).click();
    await page.getByRole('heading', { level: 2, name: '上海远景私募基金管理有限公司' }).waitFor();
    await page.getByRole('region', { name: '投资经理' }).getByText('李明远').waitFor();
    await shot('05-adviser');
    expect(own(errors.list)).toEqual([]);
  });

  it('signed in: the cash product’s yields, and a preheat product’s reminder', async () => {
    await page.goto(app.url(`/phone/productDetail?productCode=${CASH_HELD}`));
    await page.getByRole('link', { name: '收益走势' }).click();
    await page.waitForURL(new RegExp(String.raw`/phone/cashBrokenLine\?productCode=${CASH_HELD}$`));
    await chartDrawn(page);
    await page.getByRole('button', { name: '万份收益' }).click();
    await chartDrawn(page);
    await touchChart(page);
    await page
      .locator('.trend-tooltip')
      .getByText(/^万份收益 \d\.\d{4}元$/)
      .waitFor();
    await shot('06-cash-chart');

    await page.goto(app.url(`/phone/preheatDetail?productCode=${NAV_PREHEAT}`));
    const clock = page.getByRole('region', { name: '开售倒计时' });
    await clock.getByText(/^\d天\d{2}时\d{2}分\d{2}秒$/).waitFor();
    const before = await clock.locator('.product-preheat-clock').innerText();
    await expect
      .poll(() => clock.locator('.product-preheat-clock').innerText(), { timeout: 5000 })
      .not.toBe(before);
    await page.getByRole('button', { name: '开售提醒', exact: true }).click();
    await page.getByRole('button', { name: '已设置开售提醒' }).waitFor();
    await page.getByText('已有 128 位投资者设置了开售提醒').waitFor();
    await shot('07-preheat-reminded');
    expect(own(errors.list)).toEqual([]);
  });

  it('is right in elderly mode on every page of the area', async () => {
    // One tab at a time, as on a phone (the demo's mock worker serves the tab that started it).
    await page.close();
    const { page: elderly, errors: elderlyErrors } = await app.newPage({ elderly: true });
    await trackActivity(elderly);
    const elderlyShot = journeyScreenshots(() => elderly, 'product-detail');
    const offenders: string[] = [];
    const routes: [route: string, picture?: string][] = [
      [`brokenLinkOne?productCode=${NAV_HELD}`, '11-nav-chart-elderly'],
      [`cashBrokenLine?productCode=${CASH_HELD}`, '12-cash-chart-elderly'],
      [`brokenLinkOnePublic?productCode=${NAV_HELD}`],
      [`cashBrokenLinePublic?productCode=${CASH_HELD}`],
      [`historyNetWorth?productCode=${NAV_HELD}`, '13-history-elderly'],
      [`projectIntroduct?productCode=${FIXED_RAISING}`, '14-project-elderly'],
      [`equityProjectIntroduct?productCode=${NAV_HELD}`],
      [`introduction?productCode=${CASH_HELD}`],
      [`fundManager?productCode=${NAV_HELD}`],
      [`preheatDetail?productCode=${NAV_PREHEAT}`, '15-preheat-elderly'],
    ];
    for (const [route, picture] of routes) {
      // ?devToken= signs this tab in (the demo build's dev session; the app drops it from the URL).
      await elderly.goto(app.url(`/phone/${route}&devToken=demo`));
      const shown = await elderly
        .locator('.page-frame-body h2')
        .first()
        .waitFor({ timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      if (!shown) offenders.push(`${route}: its content did not show`);
      await untilSettled(elderly);
      const result = await auditElderly(elderly);
      if (result.smallTexts.length + result.smallTargets.length > 0)
        offenders.push(formatAudit(route, result));
      if (picture) await elderlyShot(picture);
    }
    // The table, not the chart, comes first for the elderly.
    await elderly.goto(app.url(`/phone/brokenLinkOne?productCode=${NAV_HELD}`));
    await elderly.getByRole('table').waitFor();
    expect(await elderly.locator('.trend-uplot').count()).toBe(0);
    expect(offenders.join('\n')).toBe('');
    expect(own(elderlyErrors.list)).toEqual([]);
    await elderly.close();
  });
});
