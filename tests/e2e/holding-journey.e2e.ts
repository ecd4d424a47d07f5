import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackActivity } from './hostile/quiet';
import { journeyBuild, startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { auditElderly, formatAudit } from './support/elderly-audit';
import { untilSettled } from './support/settled';
import { journeyScreenshots } from './support/screenshots';
import { FIXED_RAISING, REDEMPTION_TO_SIGN } from './support/seed-ids';

/**
 * The holding journey in Chromium on the demo build (stateful mock in the page): 我的持仓 with its
 * totals → 累计收益明细 adding up to the same 累计收益 → a fixed-income plan's 收益分配明细 and one
 * year of it → 现金管理类 daily income → 交易记录 filtered to 赎回 → a redemption's detail and its
 * holding with its lots (持仓明细). Then every page of the area in elderly mode (text ≥ 18 px, targets ≥ 44 × 44 px). With
 * E2E_SCREENSHOTS=1 the steps go to docs/screenshots/holding-*.png; the test run writes none.
 */

let app: AppSession;
let page: Page;
let errors: ConsoleErrors;

beforeAll(async () => {
  app = await startApp({ ...journeyBuild(), session: 'e2e-session' });
  ({ page, errors } = await app.newPage());
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'holding');
const region = (name: string) => page.getByRole('region', { name, exact: true });

describe('holding journey (demo build)', () => {
  it('follows 累计收益 from the totals to each distribution, and a redemption through the trade record', async () => {
    await page.goto(app.url('/phone/positionList'));
    const totals = region('资产总览');
    await totals.getByText('39,779,600.00').waitFor();
    expect(await totals.innerText()).toContain('+823,719.97');
    await shot('01-position-list');

    // 年度账单: this year so far, then a complete year, from the totals' shortcuts.
    await totals.getByRole('link', { name: '年度账单' }).click();
    await region('2026年度账单').getByText('124,306.85').waitFor();
    await page.getByRole('button', { name: '2024年' }).click();
    await region('2024年度账单').getByText('3,000,000.00').waitFor();
    expect(await region('产品明细').innerText()).toContain('80,547.95');
    await shot('08-annual-report');
    await page.goBack();
    await totals.getByText('39,779,600.00').waitFor();

    // 累计收益明细: the same total, made of each holding's income.
    await totals.getByRole('link', { name: '收益明细' }).click();
    await region('累计收益').getByText('+823,719.97').waitFor();
    expect(await page.title()).toBe('累计收益明细');
    expect(await region('固定收益类').getByRole('link').count()).toBe(3);
    await shot('02-profit-total');

    // A fixed-income plan's distributions, then one year of them.
    await region('固定收益类')
      .getByRole('link', { name: /鑫享稳健1号/ })
      .click();
    await region('分配到账概况').getByText('332,317.81').waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(4);
    await shot('03-order-income');
    await page.getByRole('button', { name: '2025年' }).click();
    await expect.poll(() => page.url()).toContain('year=2025');
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    expect(await page.getByLabel('2025年合计').innerText()).toContain('168,000.00');
    await shot('04-order-income-2025');

    // Cash: the daily income.
    await page.goto(app.url('/phone/position/cashIncomeList'));
    await region('现金管理类累计收益').getByText('+62,782.98').waitFor();
    await page.getByRole('article', { name: '2026-11-20 收益' }).waitFor();
    await shot('05-cash-income');

    // The trade record, redemptions only, then one redemption in full and its holding.
    await page.goto(app.url('/phone/transaction'));
    await page
      .getByRole('link', { name: /^赎回 / })
      .first()
      .waitFor();
    await page.getByRole('group', { name: '交易类型' }).getByRole('button', { name: '赎回' }).click();
    await expect.poll(() => page.url()).toContain('type=REDEEM');
    const redemption = page.getByRole('link', { name: /^赎回 华信价值精选1号.* 已确认 2024-06-13/ });
    await redemption.waitFor();
    await shot('06-transaction-redeem');
    await redemption.click();
    await region('交易概况').getByText('137,509.00').waitFor();
    expect(await region('交易信息').innerText()).toContain('1.3820');
    await shot('07-transaction-detail');
    await page.getByRole('link', { name: '查看持仓' }).click();
    await region('持仓概况').getByText('1,423,200.00').waitFor();
    // 持仓明细: the confirmed lots the holding is made of (edwCurrentHoldingDetails).
    const lots = region('持仓明细');
    await lots.getByText('确认日 2022-03-18').waitFor();
    expect(await lots.getByRole('listitem').first().innerText()).toContain('认购');
    await lots.scrollIntoViewIfNeeded();
    await shot('09-holding-lots');

    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on every page of the area', async () => {
    const { page: elderly } = await app.newPage({ elderly: true });
    await trackActivity(elderly);
    const elderlyShot = journeyScreenshots(() => elderly, 'holding');
    const offenders: string[] = [];
    const routes: [route: string, ready: string, picture?: string][] = [
      ['position/profitTotalList', '历年分配到账', '11-profit-total-elderly'],
      ['position/fixedIncomeList', '查看全部分配记录'],
      ['position/cashIncomeList', '万份收益 0.5812'],
      [`orderIncome?productCode=${FIXED_RAISING}`, '第4期 · 收益', '12-order-income-elderly'],
      ['transaction', '申请 2024-06-18 09:30', '13-transaction-elderly'],
      [`transactionDetails?tradeNo=${REDEMPTION_TO_SIGN}`, '交易进度', '14-transaction-detail-elderly'],
      ['positionList?tab=REPORT', '产品明细', '15-annual-report-elderly'],
    ];
    for (const [route, ready, picture] of routes) {
      await elderly.goto(app.url(`/phone/${route}`));
      await elderly.getByText(ready).first().waitFor();
      await untilSettled(elderly);
      const result = await auditElderly(elderly);
      if (result.smallTexts.length + result.smallTargets.length > 0)
        offenders.push(formatAudit(route, result));
      if (picture) await elderlyShot(picture);
    }
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  });
});
