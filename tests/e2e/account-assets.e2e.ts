import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBuild, startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { walkElderly, type ElderlyStop } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';

/**
 * The asset certificates as the investor walks them, in Chromium on the demo build (the stateful
 * mock in the page), signed in: an English asset certificate after the SMS code, viewed as a PDF in
 * the kit's viewer and e-mailed; then the area's pages in elderly mode (text ≥ 18 px, targets
 * ≥ 44 × 44 px). With E2E_SCREENSHOTS=1 (npm run screenshots) pictures at 375×667 go to
 * docs/screenshots/assets-*.png.
 *
 * E2E_DIST=/tmp/x-demo serves an existing demo build instead of building dist-demo.
 */
let app: AppSession;
let page: Page;
let errors: ConsoleErrors;

beforeAll(async () => {
  app = await startApp({ ...journeyBuild(), session: 'e2e-session' });
  ({ page, errors } = await app.newPage());
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'assets');

describe('account assets journey (demo build)', () => {
  it('issues an English asset certificate after the SMS code and shows it as a PDF', async () => {
    await page.goto(app.url('/phone/assetCertificateIndex'));
    await page.getByText('鑫享稳健1号集合资金信托计划').waitFor();
    expect(await page.title()).toBe('资产证明');
    expect(await page.getByRole('checkbox').count()).toBe(6);
    await shot('01-certificate-index');

    // A tap on the label, as a finger does (the native radio is visually hidden).
    await page.getByText('英文版', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '英文版' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: '姓（拼音）' }).inputValue()).toBe('ZHANG');
    expect(await page.getByRole('textbox', { name: '名（拼音）' }).inputValue()).toBe('WEI');
    await page.getByRole('textbox', { name: '名（拼音）' }).scrollIntoViewIfNeeded();
    await shot('02-certificate-english');

    await page.getByRole('button', { name: '下一步', exact: true }).click();
    await page.getByText('验证码已发送至 138****5678，5分钟内有效').waitFor();
    expect(await page.title()).toBe('短信验证');
    await page.getByLabel('短信验证码').fill('123456');
    await shot('03-certificate-sms');
    await page.getByRole('button', { name: '确认开具', exact: true }).click();

    await page.getByRole('heading', { name: '资产证明已开具' }).waitFor();
    expect(page.url()).toMatch(/\/phone\/issueAsset\?certNo=ZM\d{12}$/);
    const card = page.getByRole('region', { name: /^资产证明 ZM/ });
    expect(await card.innerText()).toContain('张伟（ZHANG WEI）');
    expect(await card.innerText()).toContain('39,779,600.00元');
    await shot('04-certificate-issued');

    // The stamped PDF: the English sample, drawn by pdf.js in the kit's viewer.
    const viewer = page.getByRole('region', { name: 'Certificate of Assets' });
    await viewer.scrollIntoViewIfNeeded();
    await viewer.locator('canvas').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(() =>
        viewer
          .locator('canvas')
          .first()
          .evaluate((c: HTMLCanvasElement) => c.width),
      )
      .toBeGreaterThan(100);
    await shot('05-certificate-pdf');

    await page.getByRole('button', { name: '发送至邮箱' }).click();
    await page.getByRole('radio', { name: '预留邮箱 zha***@163.com' }).waitFor();
    await shot('06-certificate-email');
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await page.getByText('发送成功').waitFor();
    await page.getByText(/最近发送：zha\*\*\*@163\.com/).waitFor();

    await page.getByRole('button', { name: '查看开具记录' }).click();
    await page.getByRole('list', { name: '资产证明开具记录' }).waitFor();
    expect(await page.getByRole('list', { name: '资产证明开具记录' }).getByRole('link').count()).toBe(3);
    await shot('07-certificate-history');
    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on every page of the area', async () => {
    const { page: elderly } = await app.newPage({ elderly: true });
    const elderlyShot = journeyScreenshots(() => elderly, 'assets');
    const stops: ElderlyStop[] = [
      ['assetCertificateIndex', '11-certificate-index-elderly'],
      ['assetCertificateHistory'],
      ['assetCertificateDetail?certNo=ZM202610200003', '12-certificate-detail-elderly'],
    ];
    const offenders = await walkElderly(elderly, stops, {
      url: app.url,
      shot: elderlyShot,
      waitForHeading: false,
    });
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  });
});
