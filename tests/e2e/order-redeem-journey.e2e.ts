import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBuild, startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { walkElderly, type ElderlyStop } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';
import { FIXED_RAISING, NAV_HELD, ORDER_WALLET_PAYS } from './support/seed-ids';

/**
 * Redemption, transfer and the wallet, as the investor walks them in
 * Chromium on the demo build (the stateful mock in the page), signed in:
 * - 华信价值精选1号 (NAV_HELD) from its holding: part of it redeemed (the estimate at the latest
 *   NAV less the fee), the 赎回确认书 read and signed by hand, and the RD order waiting for the
 *   open day;
 * - 鑫享稳健1号 (FIXED_RAISING) from its holding: its income information, then 500,000 shares
 *   transferred to 李娜 for 510,000.00 元, the transferee checked by the server, the agreement
 *   accepted, signed with the SMS code 123456, the TR transfer waiting for her;
 * - ORDER_WALLET_PAYS (华信现金宝1号 追加 50万, 待打款) paid with the wallet: the wallet opened with
 *   the institution's code, the payment confirmed on the demo cashier (the build's own page) with the
 *   password 123456, back in the app 支付成功 and the order in 资金确认中;
 * - then the area's pages in elderly mode.
 * Each part moves by taps; the cashier's round trip reloads the app, and the mock's stored
 * database (sessionStorage) carries the payment across. The cashier is the demo build's own page
 * (mocks/public/mock-wallet/), on the origin the build is served from.
 * With E2E_SCREENSHOTS=1 (npm run screenshots) pictures at 375×667 go to
 * docs/screenshots/order-redeem-*.png and wallet-*.png.
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

const shot = journeyScreenshots(() => page, 'order-redeem');
const walletShot = journeyScreenshots(() => page, 'wallet');
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

/**
 * A signature drawn on the pad with the mouse (pointer events, as a finger would), once the
 * sheet has slid in (its 300 ms transition) and the pad has taken its size.
 */
async function drawSignature() {
  const pad = page.locator('.signature-sheet-pad canvas');
  await pad.waitFor();
  await page.waitForTimeout(600);
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  const x = box.x + box.width * 0.2;
  const y = box.y + box.height * 0.5;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i += 1)
    await page.mouse.move(x + i * box.width * 0.03, y + Math.sin(i / 2) * box.height * 0.15);
  await page.mouse.up();
}

describe('redemption, transfer and wallet journey (demo build)', () => {
  it('redeems part of a holding, signs the redemption confirmation by hand and sees the RD order', async () => {
    await page.goto(app.url(`/phone/holdingDetails?productCode=${NAV_HELD}`));
    await page.getByRole('region', { name: '持仓概况' }).waitFor();
    await button('赎回').click();
    await page.waitForURL(new RegExp(String.raw`/phone/redeemOrder\?productCode=${NAV_HELD}`));
    const head = page.getByRole('region', { name: '赎回产品' });
    await head.waitFor();
    expect(await head.innerText()).toContain('950,000.00份');
    await shot('01-form');

    const shares = page.getByLabel('赎回份额');
    await shares.fill('5000');
    await button('提交赎回申请').click();
    await page.getByText('单笔最低赎回1万份').waitFor();
    await shares.fill('200000');
    const quote = page.getByRole('region', { name: '预估金额' });
    // 200,000 × 1.1860 = 237,200.00 less the 0.50 % fee (1,186.00).
    await quote.getByText('236,014.00元').waitFor();
    await shot('02-estimate');
    await page.waitForTimeout(1100);
    await button('提交赎回申请').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/赎回 华信价值精选1号证券投资集合资金信托计划 200,000\.00份/).waitFor();
    await shot('03-confirm');
    await dialog.getByRole('button', { name: '确认赎回' }).click();

    // The redemption's signing: one document to read, the confirmation signed by hand.
    await page.waitForURL(/\/phone\/signContract\?orderNo=RD\d{12}$/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await page.getByRole('region', { name: '签署进度' }).waitFor();
    await shot('04-sign-hub');
    await button('阅读文件').click();
    await page.getByRole('heading', { name: /^必读文件/ }).waitFor();
    await button('继续阅读').click();
    await page.getByRole('heading', { name: /赎回确认书》$/ }).waitFor();
    await readToTheEnd();
    await button('我已阅读并知晓').and(page.locator(':enabled')).waitFor({ timeout: 20_000 });
    await button('我已阅读并知晓').click();
    await page.waitForURL(/\/phone\/pdfList/);
    await button(/^已阅读全部文件/).click();
    await button('去签署').click();
    await page.waitForURL(/\/phone\/redeemConfirmContract/);
    await page.getByText(/本人已仔细阅读/).click();
    await shot('05-redeem-confirmation');
    await button('确认无误，手写签名').click();
    await page.getByRole('dialog', { name: '手写签名' }).waitFor();
    await drawSignature();
    const sign = page.getByRole('dialog', { name: '手写签名' }).getByRole('button', { name: '确认' });
    await sign.and(page.locator(':enabled')).waitFor({ timeout: 5000 });
    await shot('06-signature');
    await sign.click();
    await page.waitForURL(/\/phone\/signContract/);
    await button('签署完成，查看赎回订单').click();

    await page.waitForURL(new RegExp(`/phone/productOrderDetails\\?orderNo=${orderNo}$`));
    const summary = page.getByRole('region', { name: '订单概要' });
    await summary.waitFor();
    expect(await summary.innerText()).toContain('200,000.00');
    await shot('07-redeem-order');
    expect(errors.list).toEqual([]);
  });

  it('reads a fixed-income holding’s income information, then transfers part of it to 李娜 with the SMS code', async () => {
    await page.goto(app.url(`/phone/holdingDetails?productCode=${FIXED_RAISING}`));
    await page.getByRole('region', { name: '持仓概况' }).waitFor();
    await page.getByRole('link', { name: '收益信息' }).click();
    await page.waitForURL(new RegExp(String.raw`/phone/incomeInformation\?productCode=${FIXED_RAISING}`));
    await page.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot('08-income-information');
    await page.goBack();

    await button('转让').click();
    await page.waitForURL(new RegExp(String.raw`/phone/makeOverDetails\?productCode=${FIXED_RAISING}`));
    await page.getByRole('region', { name: '转让产品' }).waitFor();
    await page.getByLabel('转让份额').fill('500000');
    await page.getByRole('textbox', { name: '转让价款' }).click();
    await page.keyboard.type('510000');
    await page.getByLabel('受让方姓名').fill('李娜');
    await page.getByLabel('身份证号码').fill('310104198808082126');
    const fees = page.getByRole('region', { name: '转让费用' });
    await fees.getByText('509,490.00元').waitFor();
    await shot('09-transfer-form');
    await button('核验受让方').click();
    await page.getByText('李* 3101**********2126').waitFor();

    await button('《信托受益权转让协议》').click();
    const sheet = page.getByRole('dialog', { name: '信托受益权转让协议' });
    await sheet.waitFor();
    await shot('10-transfer-agreement');
    await sheet.getByRole('button', { name: '已阅读并同意' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await button('下一步').click();
    const confirm = page.getByRole('dialog', { name: '确认转让？' });
    await confirm.getByText(/以 510,000\.00 元转让给 李\*/).waitFor();
    await shot('11-transfer-confirm');
    await confirm.getByRole('button', { name: '确认转让' }).click();
    await page.getByText('验证码已发送至 138****5678，5分钟内有效').waitFor();
    await page.getByLabel('短信验证码').fill('123456');
    await shot('12-transfer-sms');
    await button('签署并提交').click();

    await page.waitForURL(/\/phone\/makeOverDetails\?orderNo=TR\d{12}$/);
    await page.getByText('转让申请已提交，待受让方签约付款').waitFor();
    const facts = page.getByRole('region', { name: '转让信息' });
    expect(await facts.innerText()).toContain('509,490.00元');
    await shot('13-transfer-submitted');
    expect(errors.list).toEqual([]);
  });

  it('opens the wallet, pays an order on the cashier and comes back to 支付成功 and 资金确认中', async () => {
    await page.goto(app.url(`/phone/orderUpload?orderNo=${ORDER_WALLET_PAYS}`));
    const option = page.getByRole('region', { name: '钱包支付' });
    // The option waits for the order's own read (walletPayable) besides the page's.
    await option.waitFor({ timeout: 60_000 });
    await walletShot('01-pay-options');
    await option.getByRole('button', { name: '使用钱包支付' }).click();
    await page.waitForURL(/pay=wallet/);

    // Opening: identity masked, a supported card, the agreements, the institution's code.
    await page.getByRole('region', { name: '开户信息' }).waitFor();
    await walletShot('02-open');
    await page.getByText('我已阅读并同意', { exact: true }).click();
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await button('同意协议并开通').click();
    await page.getByText('验证码已发送至 138****5678，5分钟内有效').waitFor();
    await page.getByLabel('短信验证码').fill('123456');
    await walletShot('03-open-sms');
    await button('确认开通').click();

    const pay = button('确认支付 500,000.00元');
    await pay.waitFor({ timeout: 10_000 });
    await walletShot('04-pay');
    await pay.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '去支付' }).waitFor();
    await walletShot('05-pay-confirm');
    await dialog.getByRole('button', { name: '去支付' }).click();

    // The cashier: the demo's page beside the app, never an app route.
    await page.waitForURL((url) => url.href.startsWith(app.url('/mock-wallet/pay.html?')));
    await page.getByRole('heading', { name: '输入支付密码' }).waitFor();
    expect(await page.locator('#amount').innerText()).toBe('500,000.00');
    await page.getByPlaceholder('请输入6位支付密码').fill('000000');
    await button('确认支付').click();
    await page.getByText('支付密码错误，请重新输入').waitFor();
    await page.getByPlaceholder('请输入6位支付密码').fill('123456');
    await walletShot('06-cashier');
    await button('确认支付').click();

    // Back in the app: the institution's notification moved the order on.
    await page.waitForURL(/\/phone\/orderUpload\?.*walletPayNo=WP\d{15}/);
    // A full start of the app (the mock reads the cashier's result while it seeds).
    await page.getByRole('heading', { name: '支付成功' }).waitFor({ timeout: 60_000 });
    await walletShot('07-paid');
    await button('查看订单').click();
    await page.waitForURL(new RegExp(`/phone/productOrderDetails\\?orderNo=${ORDER_WALLET_PAYS}$`));
    await page.getByText('钱包已支付，资金确认中').first().waitFor();
    await walletShot('08-order-funds-checking');
    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on every page of the area', async () => {
    const { page: elderly } = await app.newPage({ elderly: true });
    const orderShot = journeyScreenshots(() => elderly, 'order-redeem');
    const stops: ElderlyStop[] = [
      [`redeemOrder?productCode=${NAV_HELD}`, '21-form-elderly'],
      ['makeOver', '22-transfer-list-elderly'],
      [`makeOverDetails?productCode=${FIXED_RAISING}`, '23-transfer-form-elderly'],
      ['makeOverDetails?orderNo=TR202611080001', '24-transfer-detail-elderly'],
      [`incomeInformation?productCode=${FIXED_RAISING}`, '25-income-information-elderly'],
      [
        `orderUpload?orderNo=${ORDER_WALLET_PAYS}&pay=wallet`,
        () => journeyScreenshots(() => elderly, 'wallet')('21-open-elderly'),
      ],
    ];
    const offenders = await walkElderly(elderly, stops, { url: app.url, shot: orderShot });
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  });
});
