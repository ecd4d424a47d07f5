import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBuild, startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { walkElderly, type ElderlyStop } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';
import { elderlyOffence } from './support/elderly-audit';
import {
  FIXED_HELD_SUBSCRIPTION,
  ORDER_COOLING_OFF,
  ORDER_PROOF_UPLOADED,
  ORDER_TO_PAY,
  ORDER_VISITED,
} from './support/seed-ids';

/**
 * The order detail family, as the investor walks it in Chromium on the
 * demo build (the stateful mock in the page), signed in, on the short order clock
 * (?mockOrderClock=short: funds confirmed 3 s after the proof, a 15 s cooling-off, refunds 4 s):
 * the order waiting for payment gets its transfer proof, its funds are confirmed, and it is
 * cancelled within the cooling-off and refunded; the story's cooling-off order runs out into
 * 待回访 with the return-visit link; a visited order reaches 份额已确认. Then the area's pages
 * in elderly mode. The mock's state lives in the page, so the journey moves by taps, never by
 * reloading. With E2E_SCREENSHOTS=1 (npm run screenshots) pictures at 375×667 go to
 * docs/screenshots/order-*.png.
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

const shot = journeyScreenshots(() => page, 'order');
const button = (name: string) => page.getByRole('button', { name, exact: true });
/** An 8×8 PNG standing in for a photo of the bank's transfer receipt. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4c/cdVsQwtCQAuwilwRD1TZUAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Waits for what the mock's order clock brings (funds confirmed, a refund, shares confirmed: a few
 * seconds on the short clock), reloading the page until it shows: a page reads its order once.
 */
async function reloadUntil(target: Locator) {
  const shown = () =>
    target.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
  for (let load = 0; load < 5; load += 1) {
    if (await shown()) return;
    await page.reload();
  }
  await target.waitFor();
}

async function openFromMyOrder(orderNo: string) {
  await page
    .getByRole('link', { name: `订单号${orderNo}` })
    .first()
    .click();
  await page.getByRole('region', { name: '订单概要' }).waitFor();
}

describe('order journey (demo build, short order clock)', () => {
  it('pays with a transfer proof, enters the cooling-off, cancels within it and sees the refund', async () => {
    await page.goto(app.url('/phone/myOrder?mockOrderClock=short'));
    await page.getByRole('link', { name: new RegExp(`订单号${ORDER_TO_PAY}`) }).waitFor();
    await shot('01-my-orders');

    await openFromMyOrder(ORDER_TO_PAY);
    expect(await page.title()).toBe('订单详情');
    await page.getByText(/^待打款，请于 \d{4}-\d\d-\d\d \d\d:\d\d$/).waitFor();
    await shot('02-detail-to-pay');

    await button('去打款并上传凭证').click();
    const account = page.getByRole('region', { name: '募集账户' });
    await account.getByText('华信信托股份有限公司', { exact: true }).waitFor();
    expect(await page.title()).toBe('上传转账凭证');
    expect(await account.innerText()).toContain('3100 1520 3130 5001 2345');
    await shot('03-upload-account');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.adm-image-uploader-cell img').first().waitFor();
    await button('提交凭证').and(page.locator(':enabled')).waitFor();
    await page.getByRole('region', { name: '转账凭证' }).scrollIntoViewIfNeeded();
    await shot('04-upload-proof');
    await button('提交凭证').click();
    await page.getByRole('heading', { name: '转账凭证已提交' }).waitFor();
    await shot('05-proof-submitted');

    await button('查看订单').click();
    // 资金确认中 (or already 冷静期中: the short clock confirms the funds 3 s after the proof).
    await page
      .getByText(/已上传凭证，资金确认中|冷静期中，截止/)
      .first()
      .waitFor();
    // The back office confirms the funds (3 s on the short clock); the record shows it.
    await page.getByRole('link', { name: /交易进度/ }).click();
    const record = page.getByRole('region', { name: '办理记录' });
    await reloadUntil(record.getByText('资金已到账，进入24小时冷静期'));
    await shot('06-track-cooling-off');
    await button('查看订单详情').click();
    await page
      .getByText(/^冷静期中，截止/)
      .first()
      .waitFor();
    await shot('07-detail-cooling-off');

    // Within the 15 s cooling-off: cancel with the SMS code.
    await button('撤销认购').click();
    await page.getByRole('region', { name: '撤销后' }).waitFor();
    expect(await page.getByRole('region', { name: '撤销后' }).innerText()).toContain(
      '2,000,000.00元（全额）',
    );
    await button('确认撤销').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确认撤销' }).click();
    await page.getByText('验证码已发送至 138****5678，5分钟内有效').waitFor();
    await page.getByPlaceholder('请输入6位验证码').fill('123456');
    await shot('08-cancel-sms');
    // The confirm dialog may still be closing: the page's own button, not the dialog's.
    await page.getByRole('main').getByRole('button', { name: '确认撤销', exact: true }).click();
    await page.getByRole('heading', { name: '订单已撤销' }).waitFor();
    await shot('09-cancelled');

    await button('查看退款进度').click();
    // 退款处理中, or already 退款已到账 on a slow machine.
    const refund = page.getByRole('region', { name: '退款已到账' });
    await page.getByRole('region', { name: '退款处理中' }).or(refund).waitFor();
    // The refund arrives (4 s on the short clock): the record and the detail say so.
    await page.getByRole('link', { name: /交易进度/ }).click();
    await reloadUntil(record.getByText('退款已到账'));
    await button('查看订单详情').click();
    await refund.waitFor();
    expect(await refund.innerText()).toContain('2,000,000.00元');
    await shot('10-refunded');
    expect(errors.list).toEqual([]);
  });

  it('shows the cooling-off running out into 待回访 with the return-visit link, and an order at 份额已确认', async () => {
    await page.goto(app.url('/phone/myOrder?tab=IN_PROGRESS'));
    // The story's cooling-off order (short clock: 14 s after the seed) is waiting for its return visit.
    await page.getByRole('link', { name: new RegExp(`订单号${ORDER_COOLING_OFF}`) }).waitFor();
    await openFromMyOrder(ORDER_COOLING_OFF);
    const visit = button('填写回访问卷');
    if (!(await visit.isVisible())) {
      // Still in the cooling-off: the countdown ends and the page asks the server again.
      await page
        .getByText(/^冷静期中，截止/)
        .first()
        .waitFor();
      await visit.waitFor({ timeout: 20_000 });
    }
    expect(await page.getByText('请完成回访问卷').count()).toBe(1);
    await shot('11-detail-to-visit');
    await visit.click();
    await page.waitForURL(/\/phone\/saleQuestionnaire/);
    // 我的订单 names the visits due; its reminder lists them, this order among them.
    await page.goto(app.url('/phone/myOrder'));
    await page.getByRole('link', { name: /您有 \d+ 笔订单待回访/ }).click();
    await page.waitForURL(/\/phone\/saleQuestionnaire$/);
    await page.getByRole('list', { name: '待回访订单' }).getByText(ORDER_COOLING_OFF).waitFor();
    await shot('13-visits-due');

    await page.goto(app.url('/phone/myOrder?tab=DONE'));
    await page.getByRole('link', { name: new RegExp(`订单号${ORDER_VISITED}`) }).waitFor();
    // Its shares are confirmed 4 s after the visit (short clock), counted from the seed.
    await openFromMyOrder(ORDER_VISITED);
    await reloadUntil(page.getByText('份额已确认').first());
    const steps = page.getByRole('region', { name: '订单进度' }).locator('.adm-step');
    await expect
      .poll(() =>
        steps.evaluateAll((all) => all.every((s) => s.className.includes('adm-step-status-finish'))),
      )
      .toBe(true);
    await page.getByRole('link', { name: '认购申请书' }).click();
    await page.getByRole('region', { name: '委托人声明' }).waitFor();
    await shot('12-application-form');
    expect(errors.list).toEqual([]);
  });

  it('offers 到期续投 on a confirmed fixed-income subscription and leads into the purchase of 第5期', async () => {
    await page.goto(app.url('/phone/myOrder?tab=DONE'));
    await openFromMyOrder(FIXED_HELD_SUBSCRIPTION);
    const renewal = page.getByRole('region', { name: '到期续投' });
    await renewal.getByText('可续投 第5期').waitFor();
    await renewal.scrollIntoViewIfNeeded();
    expect(await renewal.getByText('2027-06-28').isVisible()).toBe(true);
    await shot('31-renewal');
    await renewal.getByRole('button', { name: '续投第5期' }).click();
    await page.waitForURL(/\/phone\/capitainAdd\?productCode=XT2024001$/);
    await expect.poll(() => page.title()).toBe('追加认购');
    await shot('32-renewal-purchase');

    const { page: elderly } = await app.newPage({ elderly: true });
    await elderly.goto(app.url(`/phone/productOrderDetails?orderNo=${FIXED_HELD_SUBSCRIPTION}`));
    const elderlyRenewal = elderly.getByRole('region', { name: '到期续投' });
    await elderlyRenewal.getByText('可续投 第5期').waitFor();
    await elderlyRenewal.scrollIntoViewIfNeeded();
    await journeyScreenshots(() => elderly, 'order')('33-renewal-elderly');
    expect(await elderlyOffence(elderly, 'productOrderDetails (renewal)')).toBeUndefined();
    await elderly.close();
    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on every page of the area', async () => {
    const { page: elderly } = await app.newPage({ elderly: true });
    const elderlyShot = journeyScreenshots(() => elderly, 'order');
    const stops: ElderlyStop[] = [
      [`productOrderDetails?orderNo=${ORDER_TO_PAY}`, '21-detail-elderly'],
      [`orderUpload?orderNo=${ORDER_TO_PAY}`, '22-upload-elderly'],
      [`orderLook?orderNo=${ORDER_PROOF_UPLOADED}`],
      [`cancellationOrder?orderNo=${ORDER_COOLING_OFF}`, '23-cancel-elderly'],
      [`track?orderNo=${ORDER_COOLING_OFF}`, '24-track-elderly'],
      [`xqlbDetails?orderNo=${ORDER_TO_PAY}`],
    ];
    const offenders = await walkElderly(elderly, stops, { url: app.url, shot: elderlyShot });
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  });
});
