import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAppUserAgent, startApp, type AppSession } from './support/app-session';
import { isSanitiserParseReport, type ConsoleErrors } from './support/browser';
import { trackActivity } from './hostile/quiet';
import { auditElderly, formatAudit, type ElderlyAudit } from './support/elderly-audit';
import { untilSettled } from './support/settled';

/**
 * Elderly mode in Chromium, on the demo build, switched on as the own app does it (its user
 * agent with elderly_switch_1, and the session token): on the four bank-card pages, and in the
 * pickers and the confirm dialog they open, every visible text is at least 18 px and every tap
 * target at least 44 × 44 px (MIIT's ageing-friendly minimums). Then the same audit over every
 * block of the kit gallery (/dev/gallery), with no console error on any block.
 */
let app: AppSession;
let page: Page;
let errors: ConsoleErrors;

beforeAll(async () => {
  app = await startApp({
    build: 'demo',
    userAgent: ownAppUserAgent({ elderly: true, token: 'e2e-elderly' }),
  });
  ({ page, errors } = await app.newPage());
  await trackActivity(page);
});

afterAll(() => app?.close());

/** Waits for the page to settle (popups and toasts in place), then audits it (or only its open dialog). */
async function audit(name: string, within?: string): Promise<ElderlyAudit> {
  await untilSettled(page);
  const result = await auditElderly(page, within);
  console.info(formatAudit(name, result));
  return result;
}

const DIALOG = '[role="dialog"]';
const findingsOf = (result: ElderlyAudit) => [...result.smallTexts, ...result.smallTargets];

describe('elderly mode on the bank-card pages', () => {
  it('is on: <html data-elderly> from the own app’s user agent', async () => {
    await page.goto(app.url('/phone/bankCardList'));
    await page.getByRole('article', { name: /招商银行/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-elderly'))).toBe(true);
  });

  it('every text ≥ 18 px and every tap target ≥ 44 × 44 px on all four pages', async () => {
    const results: Record<string, ElderlyAudit> = {};

    await page.goto(app.url('/phone/bankCardList'));
    await page.getByRole('article', { name: /招商银行/ }).waitFor();
    results.bankCardList = await audit('bankCardList');

    await page.getByRole('button', { name: '添加银行卡' }).click();
    const cardNo = page.getByLabel('卡号', { exact: true });
    await cardNo.waitFor();
    results.addOrEditBankCard = await audit('addOrEditBankCard');

    await cardNo.pressSequentially('6217002870012345672');
    await page.getByRole('button', { name: '开户银行' }).click();
    const banks = page.getByRole('dialog', { name: '选择所属银行' });
    await banks.getByPlaceholder('请输入要查找的银行').fill('建设');
    await banks.getByRole('button', { name: '中国建设银行' }).waitFor();
    results['addOrEditBankCard · bank picker'] = await audit('addOrEditBankCard · bank picker', DIALOG);
    await banks.getByRole('button', { name: '中国建设银行' }).click();
    await banks.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '开户省市' }).click();
    const region = page.getByRole('dialog', { name: '所在区域' });
    await region.getByRole('button', { name: '广东省', exact: true }).click();
    await region.getByRole('button', { name: '深圳市', exact: true }).click();
    results['addOrEditBankCard · region picker'] = await audit('addOrEditBankCard · region picker', DIALOG);
    await region.getByRole('button', { name: '确定' }).click();
    await region.waitFor({ state: 'hidden' });
    await page.getByLabel('支行名称').fill('深圳分行科技园支行');
    await page.getByLabel('银行预留手机号').pressSequentially('13900001111');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('短信验证码').waitFor();
    results.smsVerification = await audit('smsVerification');

    await page.goto(app.url('/phone/bankCardList'));
    await page
      .getByRole('article', { name: /招商银行/ })
      .getByRole('button', { name: '解绑' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '解绑' }).waitFor();
    results['bankCardList · confirm dialog'] = await audit('bankCardList · confirm dialog', DIALOG);
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await page
      .getByRole('article', { name: /中国工商银行/ })
      .getByRole('button', { name: '为何不可解绑' })
      .click();
    await page.waitForURL(/\/phone\/cannotUnbind\?cardId=/);
    await page.getByText('该卡暂不可解绑').waitFor();
    results.cannotUnbind = await audit('cannotUnbind');

    const texts = Object.values(results).reduce((n, r) => n + r.textsChecked, 0);
    const targets = Object.values(results).reduce((n, r) => n + r.targetsChecked, 0);
    console.info(`bank-card pages in elderly mode: ${texts} texts, ${targets} tap targets checked`);
    expect(targets).toBeGreaterThan(10); // the audit really saw the pages' controls
    expect(
      Object.entries(results)
        .filter(([, result]) => findingsOf(result).length > 0)
        .map(([name, result]) => formatAudit(name, result)),
    ).toEqual([]);
    expect(errors.list).toEqual([]);
  });
});

describe('elderly mode over the kit gallery', () => {
  it('every block’s demo: texts ≥ 18 px, tap targets ≥ 44 × 44 px, no console error', async () => {
    await page.goto(app.url('/dev/gallery'));
    await page.waitForSelector('[data-gallery-ready]');
    const ids = await page
      .getByRole('navigation', { name: '组件目录' })
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('w') ?? ''),
      );
    expect(ids.length).toBeGreaterThan(5);
    const offenders: string[] = [];
    let clean = 0;
    // From the index to the first block, then from block to block by 下一个, inside the app: the
    // route changes, the app is not loaded again.
    const blocks = ids.filter(Boolean);
    await page.getByRole('navigation', { name: '组件目录' }).locator(`a[href$="?w=${blocks[0]}"]`).click();
    for (const [place, id] of blocks.entries()) {
      if (place > 0)
        // A block's open popup covers the pager: its link is activated, not tapped through the mask.
        await page
          .getByRole('navigation', { name: '翻页' })
          .getByRole('link', { name: /^下一个/ })
          .dispatchEvent('click');
      errors.clear();
      await page.locator(`section#${id}`).waitFor(); // the block's demo rendered
      await untilSettled(page); // popups open, debounced searches answer
      const result = await auditElderly(page);
      // The gallery's own scaffolding (heading, case titles, emitted values, the pager) is not the block.
      const scaffolding = /gallery-title|demo-case-title|demo-output|gallery-pager/;
      result.smallTexts = result.smallTexts.filter((f) => !scaffolding.test(f.element));
      result.smallTargets = result.smallTargets.filter((f) => !scaffolding.test(f.element));
      const logged = [...new Set(errors.list)]
        .filter((e) => !isSanitiserParseReport(e))
        .map((e) => `    console ${e.slice(0, 160)}`);
      if (findingsOf(result).length > 0 || logged.length > 0)
        offenders.push([formatAudit(id, result), ...logged].join('\n'));
      else clean += 1;
    }
    console.info(
      `kit gallery in elderly mode: ${clean} of ${clean + offenders.length} blocks clean` +
        (offenders.length ? `\n${offenders.join('\n')}` : ''),
    );
    expect(offenders).toEqual([]);
    // Each block is a route change, a settle and an audit: over 50 blocks the suite's 180 s
    // default can be hit under load (a clean-clone CI and a busy machine). A hang guard, not a measurement.
  }, 600_000);
});
