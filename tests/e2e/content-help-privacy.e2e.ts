import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { walkElderly } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';

/**
 * Help, complaints and privacy as an investor walks them, in Chromium on the demo build (stateful
 * mock in the page), signed in: 帮助中心 (search, an answer) → 投诉建议 → a complaint with two
 * images → it heads 反馈记录 as 待处理 → the privacy policy, the two PIPL
 * lists and the consent page. Then elderly mode: every text ≥ 18 px, every target ≥ 44 × 44 px.
 * With `npm run screenshots` (E2E_SCREENSHOTS=1) pictures at 375×667 go to docs/screenshots/help-*.png.
 */

let app: AppSession;
let page: Page;
let errors: ConsoleErrors;

beforeAll(async () => {
  app = await startApp({ build: 'demo', session: 'e2e-session' }); // advice requires login
  ({ page, errors } = await app.newPage());
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'help');

/** A real 8×8 PNG (compressorjs decodes it in the browser before the upload). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YaOBFTEMLQkAdntLARs7+acAAAAASUVORK5CYII=',
  'base64',
);

describe('help, complaints and privacy journey (demo build)', () => {
  it('finds an answer, submits a complaint with two images and sees it in the history', async () => {
    await page.goto(app.url('/phone/help'));
    await page.getByText('风险测评结果的有效期是多久？').waitFor();
    expect(await page.title()).toBe('帮助中心');
    await page.getByRole('searchbox').fill('赎回');
    await page.getByText('“赎回”的搜索结果').waitFor();
    await page.getByText('资金多久到账？').click();
    await page.getByText(/5个工作日内/).waitFor();
    await shot('01-search');

    await page.getByRole('button', { name: '投诉建议' }).click();
    await page.getByRole('button', { name: /反馈类型/ }).click();
    await page.getByText('系统', { exact: true }).click();
    await page.getByLabel('问题描述').fill('登录后偶尔白屏，需要重新打开才能使用。');
    await page.locator('input[type=file]').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: PNG },
      { name: 'b.png', mimeType: 'image/png', buffer: PNG },
    ]);
    // Both pictures compressed in the page and uploaded: two cells with their image and none
    // still loading, in one look (an image can show before its upload has finished).
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.adm-image-uploader-cell img').length === 2 &&
        document.querySelectorAll('.adm-image-uploader-cell-loading').length === 0,
      null,
      { timeout: 30_000 },
    );
    await shot('02-advice-form');
    await page.getByRole('button', { name: '提交', exact: true }).click();

    await page
      .getByRole('status')
      .getByText(/提交成功/)
      .waitFor();
    const first = page.locator('.opinion-card').first();
    await expect.poll(() => first.innerText()).toContain('登录后偶尔白屏');
    expect(await first.innerText()).toContain('待处理');
    expect(await first.locator('.opinion-images .adm-image').count()).toBe(2);
    await shot('03-advice-history');

    await page.goto(app.url('/phone/privacyPolicy'));
    await page.getByRole('heading', { name: '华信信托隐私政策' }).waitFor();
    await page.getByRole('link', { name: '个人信息收集清单' }).click();
    await page.getByRole('region', { name: '生物识别信息' }).waitFor();
    await shot('04-information-list');
    await page.goto(app.url('/phone/privacyPolicyAgreement?redirect=%2Fphone%2Fhelp'));
    await page.getByRole('button', { name: '同意', exact: true }).click();
    await page.waitForURL(/\/phone\/help$/);
    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on every page of the area', async () => {
    const { page: elderly } = await app.newPage({ elderly: true });
    const routes = [
      'help',
      'advice',
      'advice?tab=history',
      'informationList',
      'sharedLnventory',
      'privacyPolicy',
      'privacyPolicyTemplate',
      'privacyPolicyAgreement',
    ];
    const offenders = await walkElderly(
      elderly,
      routes.map((route) => [route] as const),
      { url: app.url, waitForHeading: false },
    );
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  });
});
