import { mkdtemp } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_RENDERED } from '@/page-kit/document-viewer/page-window.ts';
import { MAX_CANVAS_PIXELS } from '@/page-kit/document-viewer/canvas-size.ts';
import { elderlyUserAgent, journeyBuild, startApp, type AppSession } from './support/app-session';
import {
  E2E_CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  collectConsoleErrors,
  MOBILE_VIEWPORT,
  removeProfile,
  setUserAgent,
  type ConsoleErrors,
} from './support/browser';
import { walkElderly, type ElderlyStop } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';
import { ORDER_TO_PAY, ORDER_TO_RECORD, ORDER_TO_SIGN, REDEMPTION_TO_SIGN } from './support/seed-ids';

/**
 * The buy journey, as the investor walks it in Chromium on the demo build (the stateful mock in
 * the page) served by nginx on a port picked at run time, signed in: 张伟 buys 100万 more of
 * 鑫享稳健1号 from 信托产品 → the detail → the suitability gate → the amount (the benchmark tier
 * for it) → the order handed to signing, then a full page load (a refresh: the mock's stored
 * database keeps the new order) → every required document read to the end in pdf.js (the
 * confirm button stays locked before: 请阅读(10s), then 请阅读至末页) → the trust contract
 * confirmed and signed at the fake e-signature vendor (cancelled once, then signed), the risk
 * declaration signed by hand → the double recording: the camera denied (a clear message and 重试),
 * then allowed (Chromium's fake camera), the liveness check, the recording on the short script
 * (?mockDrScript=short), the review → 待打款 → the transfer proof → the order in 我的订单 with
 * its amount, rate and status, in normal and (after another load) elderly mode. Then the signing
 * pages in elderly mode and pdf.js on the 20-page prospectus (time to the first page, canvas memory).
 *
 * The fake vendor is the demo build's own page (mocks/public/mock-esign/) on the origin the build
 * is served from, so the round trip follows the port nginx was given.
 * The browser is this file's own: Chromium with a fake camera (--use-fake-device-for-media-stream);
 * camera permission is withheld (headless Chromium then denies) until the test grants it.
 * With E2E_SCREENSHOTS=1 (npm run screenshots) pictures at 375×667 go to docs/screenshots/sign-*.png.
 *
 * E2E_DIST=/tmp/x-demo serves an existing demo build instead of building dist-demo.
 */
/** The supplementary agreement the elderly walk opens, beside the seed's orders. */
const SUPPLEMENT_ORDER = 'SA202611150001';
const SESSION = 'e2e-session';
/** The benchmark for 100万 more on top of the 300万 he holds: the 300万 tier. */
const RATE = '5.60';
/** An 8×8 PNG standing in for a photo of the bank's transfer receipt. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4c/cdVsQwtCQAuwilwRD1TZUAAAAASUVORK5CYII=',
  'base64',
);

let app: AppSession;
/** The order this journey places (OD…), known once the amount step has handed it to signing. */
let orderNo = '';
let context: BrowserContext;
let profile: string;
let page: Page;
let errors: ConsoleErrors;

/** Chromium as launchBrowser() starts it, plus a fake camera and microphone. */
async function launchWithFakeCamera(): Promise<BrowserContext> {
  profile = await mkdtemp(path.join(tmpdir(), 'trust-h5-sign-'));
  const launched = await chromium.launchPersistentContext(profile, {
    // Chromium itself, not the headless shell: the journey relies on its camera permission
    // (denied unless granted), which the shell answers otherwise.
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...E2E_CHROMIUM_FLAGS, '--use-fake-device-for-media-stream'],
    viewport: MOBILE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  // A returning investor: the session token where start-up keeps it (as startApp's session does).
  await launched.addInitScript((token) => {
    try {
      if (!localStorage.getItem('apptoken')) localStorage.setItem('apptoken', token);
    } catch {
      // opaque origins (the vendor page's about:blank) have no storage
    }
  }, SESSION);
  return launched;
}

async function openPage() {
  const opened = await context.newPage();
  return { page: opened, errors: collectConsoleErrors(opened) };
}

beforeAll(async () => {
  app = await startApp(journeyBuild());
  context = await launchWithFakeCamera();
  ({ page, errors } = await openPage());
});

/**
 * A failed step leaves its page behind for the log: where the investor was, what the page said,
 * what broke in the console, and a picture in the temp folder (a CI run keeps no screenshots).
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '(no body)');
  const picture = path.join(tmpdir(), `sign-journey-failed-${Date.now()}.png`);
  await page.screenshot({ path: picture, timeout: 5_000 }).catch(() => undefined);
  console.error(
    [
      `sign journey failed at ${page.url()}`,
      `page text: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
      `console errors: ${JSON.stringify(errors.list)}`,
      `picture: ${picture}`,
    ].join('\n'),
  );
});

afterAll(async () => {
  await context?.close();
  if (profile) await removeProfile(profile);
  await app?.close();
});

const shot = journeyScreenshots(() => page, 'sign');
const buyShot = journeyScreenshots(() => page, 'buy');
/** The fake vendor's page: the demo build's own file, beside the app on its origin. */
const atVendor = (url: URL) => url.href.startsWith(app.url('/mock-esign/sign.html?'));
const button = (name: string | RegExp) =>
  page.getByRole('button', { name, ...(typeof name === 'string' ? { exact: true } : {}) });

/** Scrolls the document viewer down like a reader until the footer says the end was reached. */
async function readToTheEnd() {
  await page.locator('.pdf-page[data-page="1"] canvas').waitFor();
  for (let step = 0; step < 120; step += 1) {
    const hint = await page.locator('.page-frame-footer').innerText();
    if (hint.includes('已阅读至末页')) return;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  throw new Error('the viewer never reported the end of the document');
}

/** Reads the next required document from the list and confirms it. */
async function readNextDocument(name: string, picture?: string) {
  await button('继续阅读').click();
  await page.getByRole('heading', { name: `《${name}》` }).waitFor();
  const confirm = button(/^请阅读|^我已阅读并知晓$/);
  // Locked at first: time left, then the end.
  expect(await confirm.isDisabled()).toBe(true);
  expect(await confirm.innerText()).toMatch(/^请阅读\((\d+)s\)$/);
  await page.locator('.pdf-page[data-page="1"] canvas').waitFor();
  if (picture) await shot(`${picture}-locked`);
  await readToTheEnd();
  await button('我已阅读并知晓').and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
  if (picture) await shot(`${picture}-unlocked`);
  await button('我已阅读并知晓').click();
  await page.waitForURL(/\/phone\/pdfList/);
  await page.getByRole('heading', { name: /^必读文件/ }).waitFor();
}

/**
 * Taps 开始识别 and waits for the page to take the tap: its countdown (请保持不动，N 秒后拍摄) shows
 * at once, before the capture awaits anything. In one clean-clone CI run (86395fd) the tap came to
 * nothing: 20 s later the page still said 开始识别, with no countdown, no result, no console error.
 * Read, the page cannot get there from a tap it received: the first run of a useSubmit action is
 * never ignored, and the only silent end (a failed getFaceImage whose toast had gone) needs a
 * request the mock answers with an error, which it does not for this order and frame. So a tap
 * followed by no countdown and no getFaceImage is a tap the page never got, and is made once more,
 * with a warning in the log; a tap that sent a face check is never repeated, and a page that
 * ignores taps still fails here.
 */
async function startFaceCheck() {
  let faceChecks = 0;
  const count = (request: { url(): string }) => {
    if (request.url().endsWith('/getFaceImage')) faceChecks += 1;
  };
  page.on('request', count);
  const countdown = page.getByText(/^请保持不动，\d 秒后拍摄$/);
  const taken = () =>
    countdown.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => faceChecks > 0 || !page.url().includes('/phone/livingBodyPage'),
    );
  try {
    await button('开始识别').click();
    if (await taken()) return;
    console.warn(`开始识别 was tapped but no countdown followed (${page.url()}): tapping once more`);
    await button('开始识别').click();
    expect(await taken(), 'the second tap on 开始识别 started no countdown either').toBe(true);
  } finally {
    page.off('request', count);
  }
}

/**
 * A signature drawn on the pad with the mouse (pointer events, as a finger would), once the sheet
 * has finished sliding up: a box measured mid-animation puts the stroke where the pad no longer is.
 */
async function drawSignature() {
  const pad = page.locator('.signature-sheet-pad canvas');
  await pad.waitFor();
  const screenHeight = page.viewportSize()?.height ?? Number.POSITIVE_INFINITY;
  let box = await pad.boundingBox();
  // Still for three looks in a row, and on the screen: with its chunk from the cache the pad can
  // mount before the sheet starts to slide, and a box below the screen stays put too.
  for (let settled = 0; settled < 3;) {
    await page.waitForTimeout(100);
    const next = await pad.boundingBox();
    const still = next && box && next.y === box.y && next.height === box.height;
    const onScreen = next && next.y >= 0 && next.y + next.height <= screenHeight;
    settled = still && onScreen ? settled + 1 : 0;
    box = next;
  }
  if (!box) throw new Error('no signature pad');
  const x = box.x + box.width * 0.2;
  const y = box.y + box.height * 0.5;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i += 1)
    await page.mouse.move(x + i * box.width * 0.03, y + Math.sin(i / 2) * box.height * 0.15);
  await page.mouse.up();
  // The pad counted the stroke: 确认 is enabled only then.
  await page
    .getByRole('dialog', { name: '手写签名' })
    .getByRole('button', { name: '确认' })
    .and(page.locator(':enabled'))
    .waitFor({ timeout: 5_000 });
}

/** Ticks the confirm page's agreement and checks that it took. */
async function agree() {
  const agreement = page.getByRole('checkbox', { name: /本人已仔细阅读/ });
  await page.getByText(/本人已仔细阅读/).click();
  await expect.poll(() => agreement.isChecked()).toBe(true);
}

describe('buy journey (demo build on a port of its own)', () => {
  it('buys 100万 more from the product list through the gate and the amount; the order survives a reload', async () => {
    expect(new URL(app.origin).port).not.toBe('');
    await page.goto(app.url('/phone/investListHome?mockInvestor=off&mockDrScript=short'));
    await page.getByRole('heading', { name: '在售产品' }).waitFor();
    await page.getByRole('link', { name: /^固定收益类/ }).click();
    // The home page lists the product too: its card is tapped on the list, once the list is there.
    await page.waitForURL(/\/phone\/investProductList\?productClass=FIXED/);
    await page.getByRole('tab', { name: '固定收益', selected: true }).waitFor();
    await page.getByRole('link', { name: /^鑫享稳健1号集合资金信托计划，/ }).click();
    await page.waitForURL(/\/phone\/productDetail\?productCode=/);
    await button('追加认购').click();
    await page.getByText('全部满足').waitFor();
    await buyShot('01-gate');
    await button('下一步').click();
    await page.waitForURL(/step=amount/);
    await page.getByRole('textbox', { name: '追加金额' }).click();
    await page.keyboard.type('1000000');
    await page.keyboard.press('Enter');
    await page.getByText('壹佰万元整').waitFor();
    const quote = page.getByRole('region', { name: '业绩比较基准与费用' });
    await quote.getByText(`${RATE}%`).waitFor();
    expect(await quote.innerText()).toContain('1,000,000.00元');
    await page.getByText('我已阅读并同意').click();
    await expect.poll(() => page.getByRole('checkbox', { name: '我已阅读并同意' }).isChecked()).toBe(true);
    await buyShot('02-amount');
    await button('确认追加').click();
    // 张伟 has an unsigned 追加 of this product already (ORDER_TO_SIGN): asked before a second one.
    await page
      .getByRole('dialog', { name: '您有尚未完成的订单' })
      .getByRole('button', { name: '继续提交' })
      .click();
    await page.waitForURL(/\/phone\/signTheContract\?orderNo=OD\d{12}/);
    orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    expect(orderNo).not.toBe(ORDER_TO_SIGN);
    await page.getByRole('region', { name: '签署进度' }).waitFor();

    // A full page load (a refresh, a link opened in the WebView): the mock still has the order.
    await page.reload();
    await page.getByRole('region', { name: '签署进度' }).waitFor();
    expect(await page.getByText('必读文件已读 0/3').count()).toBe(1);
    await shot('02-hub');

    await button('阅读文件').click();
    await page.getByRole('heading', { name: '必读文件（已读 0/3）' }).waitFor();
    await shot('03-documents');
    await readNextDocument('鑫享稳健1号集合资金信托计划信托合同', '04-contract');
    await readNextDocument('风险申明书');
    await readNextDocument('认购风险揭示书');
    await page.getByRole('heading', { name: '必读文件（已读 3/3）' }).waitFor();
    await shot('05-documents-read');
    expect(errors.list).toEqual([]);
  });

  it('confirms the trust contract, cancels at the vendor once, signs there, and signs the declaration by hand', async () => {
    await button('已阅读全部文件，下一步').click();
    await page.getByText('必读文件已读 3/3').waitFor();
    await button('去签署').click();
    // Two contracts to sign: the investor picks one.
    await page.waitForURL(/\/phone\/selectContract/);
    const contract = page.getByRole('radio', { name: /信托合同/ });
    await page
      .getByRole('radiogroup')
      .getByText(/信托合同》$/)
      .click();
    expect(await contract.isChecked()).toBe(true);
    await shot('06-select-contract');
    await button('下一步').click();
    await page.waitForURL(/\/phone\/confirmContract/);
    await page.getByRole('region', { name: '签署状态' }).waitFor();
    await shot('07-confirm-contract');
    await agree();
    await button('确认无误，去签署').click();

    // The vendor's page: a file of the build beside the app, never taken for an app route.
    await page.waitForURL(atVendor);
    await page.getByRole('heading', { name: /信托合同/ }).waitFor();
    await shot('08-vendor');
    await button('取消签署').click();
    await page.waitForURL(/\/phone\/signatureMiddlePage/);
    await page.getByRole('heading', { name: '合同未签署' }).waitFor();
    await shot('09-vendor-cancelled');

    await button('重新签署').click();
    await page.waitForURL(atVendor);
    await page.getByPlaceholder('请输入6位认证码').fill('123456');
    await button('确认签署').click();
    await page.waitForURL(/\/phone\/signatureMiddlePage/);
    await page.getByRole('heading', { name: '签署成功' }).waitFor();
    await shot('10-vendor-signed');

    await button('继续签署其他合同').click();
    await page.getByText('已签署 1/2').waitFor();
    await button('去签署').click();
    await page.waitForURL(/\/phone\/confirmContract/);
    await agree();
    await button('确认无误，手写签名').click();
    await page.getByRole('dialog', { name: '手写签名' }).waitFor();
    await drawSignature();
    await shot('11-handwritten');
    await page.getByRole('dialog', { name: '手写签名' }).getByRole('button', { name: '确认' }).click();
    await page.waitForURL(/\/phone\/signTheContract/);
    await page.getByText('已签署 2/2').waitFor();
    await button('进行双录').waitFor();
    await shot('12-all-signed');
    expect(errors.list).toEqual([]);
  });

  it('explains a denied camera with 重试, then records with the fake camera and returns to the order', async () => {
    await button('进行双录').click();
    await page.waitForURL(/\/phone\/doubleLinkH5/);
    await page.getByRole('region', { name: '双录状态' }).waitFor();
    await shot('13-recording-to-do');
    await button('开始双录').click();
    await page.waitForURL(/\/phone\/livingBodyPage/);
    await page.getByRole('heading', { name: /人脸信息处理单独同意书/ }).waitFor();
    await shot('14-face-consent');
    await page.getByText(/本人已阅读并单独同意/).click();
    await button('同意并开始人脸识别').click();

    // No permission granted: headless Chromium denies the camera.
    const denied = page.getByRole('alert', { name: '未获得摄像头权限' });
    await denied.waitFor();
    await shot('15-camera-denied');

    await context.grantPermissions(['camera', 'microphone'], { origin: app.origin });
    await denied.getByRole('button', { name: '重试' }).click();
    await page.getByLabel('摄像头画面').waitFor();
    await expect
      .poll(() => page.getByLabel('摄像头画面').evaluate((v) => (v as HTMLVideoElement).videoWidth))
      .toBeGreaterThan(0);
    await shot('16-face-camera');
    await startFaceCheck();

    // Passed: the recording starts (short script: every step 1 s).
    await page.getByText('录制中', { exact: false }).first().waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: '话术' }).waitFor();
    await shot('17-recording');
    for (let step = 0; step < 20; step += 1) {
      const finish = button('完成录制');
      if (await finish.isVisible()) break;
      await button('下一步').and(page.locator(':enabled')).click();
    }
    await button('完成录制').and(page.locator(':enabled')).click();
    await page.getByText('录制已提交质检，结果出来后本页自动更新。').waitFor();
    await shot('18-reviewing');
    // The face token was spent on this recording: nothing tries to start another one.
    expect(await page.getByText('人脸核验已失效，请重新进行人脸识别').count()).toBe(0);
    // The mock's reviewers take 3 s; the page polls.
    await button('双录已通过，去打款').waitFor({ timeout: 15_000 });
    await shot('19-recording-passed');
    await button('双录已通过，去打款').click();
    await page.getByRole('region', { name: '订单概要' }).waitFor();
    await page
      .getByText(/^待打款/)
      .first()
      .waitFor();
    await shot('20-order-to-pay');
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe(orderNo);
    expect(errors.list).toEqual([]);
  });

  it('pays by transfer proof; 我的订单 shows the order with its amount, rate and status, normal and elderly', async () => {
    await button('去打款并上传凭证').click();
    await page.getByRole('region', { name: '募集账户' }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await page.locator('.adm-image-uploader-cell img').first().waitFor();
    await button('提交凭证').and(page.locator(':enabled')).click();
    await page.getByRole('heading', { name: '转账凭证已提交' }).waitFor();
    await buyShot('03-proof-submitted');

    // Another full load: 我的订单 opened afresh still lists the order as the server left it.
    await page.goto(app.url('/phone/myOrder'));
    const card = page.getByRole('link', { name: new RegExp(`订单号${orderNo}$`) });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/已上传凭证|资金确认中/);
    expect(await card.innerText()).toContain('1,000,000.00元');
    await card.scrollIntoViewIfNeeded();
    await buyShot('04-my-orders');
    // The order's own application form states its benchmark rate: the one rule's, as on the amount step.
    await page.goto(app.url(`/phone/xqlbDetails?orderNo=${orderNo}`));
    await page.getByText(`${RATE}%/年`, { exact: true }).waitFor();
    await buyShot('05-application-form');

    await setUserAgent(page, elderlyUserAgent());
    await page.goto(app.url('/phone/myOrder'));
    await page.locator('html[data-elderly]').waitFor({ state: 'attached' });
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await buyShot('06-my-orders-elderly');
    await card.click();
    await page.getByRole('region', { name: '订单概要' }).waitFor();
    expect(await page.getByRole('region', { name: '订单概要' }).innerText()).toContain('1,000,000.00');
    await buyShot('07-order-elderly');
    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on the signing and recording pages', { timeout: 600_000 }, async () => {
    // A tab of its own: its session storage (the mock's stored database) starts from the seed.
    // 13 pages took 301 s at load 32 on the shared machine: a wide margin.
    const { page: elderly } = await openPage();
    await setUserAgent(elderly, elderlyUserAgent());
    const elderlyShot = journeyScreenshots(() => elderly, 'sign');
    const digits = ORDER_TO_SIGN.slice(2);
    const stops: ElderlyStop[] = [
      [`signTheContract?orderNo=${ORDER_TO_SIGN}`, '21-hub-elderly'],
      [`pdfList?orderNo=${ORDER_TO_SIGN}`, '22-documents-elderly'],
      [
        `checkUserViewPdfBehavior?orderNo=${ORDER_TO_SIGN}&docId=DOC${digits}1`,
        async () => {
          await elderly.locator('.pdf-page[data-page="1"] canvas').waitFor();
          await elderlyShot('23-reading-elderly');
        },
      ],
      [`selectContract?orderNo=${ORDER_TO_SIGN}`, '24-select-elderly'],
      [`confirmContract?orderNo=${ORDER_TO_SIGN}&contractNo=HT${digits}`, '25-confirm-elderly'],
      // Back from the vendor with a flow this tab never started: the expired-flow answer.
      [
        `signatureMiddlePage?orderNo=${ORDER_TO_SIGN}&contractNo=HT${digits}&back=1&signFlowId=SFELDERLY&result=CANCEL`,
        '26-sign-result-elderly',
      ],
      [`multipleContracts?orderNo=${ORDER_TO_PAY}`],
      [
        `contractInfo?orderNo=${ORDER_TO_PAY}&contractNo=HT${ORDER_TO_PAY.slice(2)}`,
        '27-contract-info-elderly',
      ],
      [`signContract?orderNo=${REDEMPTION_TO_SIGN}`],
      [`additionalAgreementSigning?orderNo=${SUPPLEMENT_ORDER}`],
      ['qbContractList'],
      [`doubleLinkH5?orderNo=${ORDER_TO_RECORD}`, '28-recording-elderly'],
      [`livingBodyPage?orderNo=${ORDER_TO_RECORD}`, '29-face-consent-elderly'],
    ];
    const offenders = await walkElderly(elderly, stops, { url: app.url, shot: elderlyShot });
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  });

  it(
    'pdf.js: only on viewer routes; the 20-page prospectus draws its first page soon and keeps few canvases',
    { timeout: 300_000 },
    async () => {
      const { page: reader } = await openPage();
      const scripts: string[] = [];
      reader.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const pdfjs = () => scripts.filter((file) => /\/(pdf-document|pdf\.worker)[^/]*\.js$/.test(file));
      // Cold: nothing of the app in the cache.
      const cdp = await context.newCDPSession(reader);
      await cdp.send('Network.clearBrowserCache');

      // Pages of the area that show no PDF fetch none of pdf.js.
      for (const route of [`signTheContract?orderNo=${ORDER_TO_SIGN}`, `pdfList?orderNo=${ORDER_TO_SIGN}`]) {
        await reader.goto(app.url(`/phone/${route}`));
        await reader.getByRole('heading').first().waitFor();
        await reader.waitForLoadState('networkidle');
      }
      expect(pdfjs()).toEqual([]);

      // The first page drawn: a probe watches page 1's canvas for ink from the document's start.
      await reader.addInitScript(() => {
        const probe = window as unknown as { firstPageMs?: number };
        const look = () => {
          const canvas = document.querySelector<HTMLCanvasElement>('.pdf-page[data-page="1"] canvas');
          const context2d = canvas && canvas.width > 0 ? canvas.getContext('2d') : null;
          if (canvas && context2d) {
            const { data } = context2d.getImageData(0, 0, canvas.width, canvas.height);
            for (let i = 0; i < data.length; i += 4 * 16)
              if ((data[i] ?? 255) < 128) {
                probe.firstPageMs = performance.now();
                return;
              }
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      const firstPage = async () => {
        await reader.goto(
          app.url(
            `/phone/checkUserViewPdfBehavior?orderNo=${ORDER_TO_SIGN}&docId=DOC${ORDER_TO_SIGN.slice(2)}4`,
          ),
        );
        await reader.getByRole('heading', { name: /说明书》$/ }).waitFor();
        await expect
          .poll(() => reader.evaluate(() => (window as unknown as { firstPageMs?: number }).firstPageMs), {
            timeout: 60_000,
          })
          .toBeGreaterThan(0);
        return Math.round(
          await reader.evaluate(() => (window as unknown as { firstPageMs: number }).firstPageMs),
        );
      };
      const coldMs = await firstPage();
      expect(pdfjs().some((file) => file.includes('pdf.worker'))).toBe(true);
      const warmMs = await firstPage();

      // Reading all 20 pages: how many canvases live at once, and their backing stores (RGBA bytes).
      await reader.evaluate(() => {
        const record = window as unknown as { maxCanvases: number; maxBytes: number; largest: number };
        Object.assign(record, { maxCanvases: 0, maxBytes: 0, largest: 0 });
        const count = () => {
          const live = [...document.querySelectorAll<HTMLCanvasElement>('.pdf-page-canvas')].filter(
            (canvas) => canvas.width * canvas.height > 0,
          );
          const pixels = live.map((canvas) => canvas.width * canvas.height);
          record.maxCanvases = Math.max(record.maxCanvases, live.length);
          record.maxBytes = Math.max(record.maxBytes, pixels.reduce((a, b) => a + b, 0) * 4);
          record.largest = Math.max(record.largest, ...pixels, 0);
        };
        count();
        new MutationObserver(count).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
        });
      });
      for (let step = 0; step < 200; step += 1) {
        if ((await reader.locator('.page-frame-footer').innerText()).includes('已阅读至末页')) break;
        await reader.mouse.wheel(0, 600);
        await reader.waitForTimeout(120);
      }
      const memory = await reader.evaluate(() => {
        const record = window as unknown as { maxCanvases: number; maxBytes: number; largest: number };
        return { maxCanvases: record.maxCanvases, maxBytes: record.maxBytes, largest: record.largest };
      });
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      console.info(
        `pdf.js, 20-page prospectus at 375×667 @2x: first page ${coldMs} ms cold / ${warmMs} ms warm ` +
          `after navigation; at most ${memory.maxCanvases} canvases (${mb(memory.maxBytes)} MB), ` +
          `largest ${memory.largest} px; all 20 pages ${mb(memory.largest * 4 * 20)} MB if kept ` +
          `(load average ${os.loadavg()[0]?.toFixed(1)})`,
      );
      expect(memory.maxCanvases).toBeGreaterThan(0);
      expect(memory.maxCanvases).toBeLessThanOrEqual(DEFAULT_MAX_RENDERED);
      expect(memory.largest).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
      // A ceiling for a broken viewer, not a target: a quiet machine draws it in about 5 s, this
      // shared one took 17 s at load 25 and 30 s at load 34 (the README has the measured numbers).
      expect(coldMs, `load average ${os.loadavg()[0]?.toFixed(1)}`).toBeLessThan(50_000);
      await reader.close();
    },
  );
});
