import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBuild, startApp, type AppSession, type OpenedPage } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { walkElderly } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';
import { FIXED_RAISING, FIXED_RESERVING, NAV_HELD, NAV_NOT_HELD } from './support/seed-ids';

/**
 * Choose and subscribe, as the investor walks it in Chromium on the demo
 * build (the stateful mock in the page), signed in as 张伟 (C3, qualified, holds 鑫享稳健1号):
 * from the product list to 鑫享稳健1号's detail, its documents (信托文件, the 信托合同 in pdf.js),
 * the suitability gate (first as a C2 investor: 风险不匹配 blocks 下一步 and offers 重新测评; then
 * as himself: every check passed), the amount of an additional subscription (万元, capitals, the
 * benchmark tier and fee for it, the card, the three agreements) and the order handed over to
 * signing; a reservation of 鑫盛优选2号 (预约中) and its cancellation in 预约计划; the disclosure
 * list filtered by type with one report in the viewer; then the product pages in elderly mode.
 * Within a scene the journey moves by taps; a scene starts with page.goto, its ?mockInvestor=
 * choosing the investor (a change of investor reseeds the mock; the tab keeps its state otherwise). With
 * E2E_SCREENSHOTS=1 pictures at 375×667 go to docs/screenshots/product-*.png.
 *
 * E2E_DIST=/tmp/x-demo serves an existing demo build instead of building dist-demo.
 */
let app: AppSession;
let page: Page;
let errors: ConsoleErrors;
/** The elderly tab (one tab at a time, as on a phone: the demo's mock worker serves the tab that started it). */
let elderly: OpenedPage;

beforeAll(async () => {
  app = await startApp({ ...journeyBuild(), session: 'e2e-session' });
  ({ page, errors } = await app.newPage());
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'product');
const elderlyShot = journeyScreenshots(() => elderly.page, 'product');
const button = (name: string) => page.getByRole('button', { name, exact: true });

/**
 * Console errors that are the page's own. Chromium's background update check of the MSW worker
 * script sometimes fails while the registered worker keeps serving: not a page problem.
 */
const own = (list: readonly string[]) => list.filter((e) => !e.includes('Failed to update a ServiceWorker'));

/** pdf.js has drawn the first page of the document in view (a canvas with a width). */
async function pdfDrawn(p: Page) {
  const canvas = p.locator('canvas').first();
  await canvas.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width), { timeout: 30_000 })
    .toBeGreaterThan(100);
}

describe('product journey (demo build): choose, read, pass the gate, subscribe', () => {
  it('goes from the product list to the detail and reads the product’s documents', async () => {
    await page.goto(app.url('/phone/investListHome?mockInvestor=off'));
    await page.getByRole('heading', { name: '在售产品' }).waitFor();
    await shot('01-list-home');

    await page.getByRole('link', { name: /^固定收益类/ }).click();
    await page.waitForURL(/\/phone\/investProductList\?productClass=FIXED/);
    const card = page.getByRole('link', { name: /^鑫享稳健1号集合资金信托计划，/ });
    await card.waitFor();
    await shot('02-fixed-income-list');

    await card.click();
    await page.waitForURL(new RegExp(String.raw`/phone/productDetail\?productCode=${FIXED_RAISING}`));
    await page.getByText('5.40%–5.60%').first().waitFor();
    expect(await page.title()).toBe('产品详情');
    await button('追加认购').waitFor();
    await shot('03-detail');

    await page.getByRole('tab', { name: '产品文件' }).click();
    await page.waitForURL(/tab=files/);
    await page
      .getByRole('link', { name: /认购风险揭示书$|认购前须阅读$/ })
      .first()
      .waitFor();
    await page.locator('.product-files-more').getByRole('link', { name: '信托文件' }).click();
    await page.waitForURL(new RegExp(String.raw`/phone/trustDoc\?productCode=${FIXED_RAISING}`));
    await page.getByText('认购前须阅读').first().waitFor();
    expect(await page.getByText('认购前须阅读').count()).toBe(3);
    await shot('04-trust-doc');

    await page.getByRole('link', { name: /信托计划信托合同/ }).click();
    await page.waitForURL(/\/phone\/infoReport\?/);
    await pdfDrawn(page);
    await shot('05-trust-contract-pdf');

    await page.goto(app.url(`/phone/contract?productCode=${FIXED_RAISING}`));
    await page.getByRole('tab', { name: '风险申明书' }).click();
    await pdfDrawn(page);
    await shot('06-contract-texts');
    expect(own(errors.list)).toEqual([]);
  });

  it('the gate blocks a C2 investor on an R3 product and shows the fix; 张伟 passes it, types 150万 and is handed to signing', async () => {
    await page.goto(app.url(`/phone/productDetail?productCode=${FIXED_RAISING}&mockInvestor=c2`));
    await button('追加认购').click();
    await page.waitForURL(new RegExp(String.raw`/phone/capitainAdd\?productCode=${FIXED_RAISING}`));
    const risk = page.getByRole('listitem').filter({ hasText: '风险测评' });
    await risk.getByText('风险不匹配').waitFor();
    expect(await risk.innerText()).toContain('您的风险承受能力为稳健型(C2)，本产品为R3中风险');
    await expect.poll(() => button('下一步').isDisabled()).toBe(true);
    await page.getByText('1项待完成').waitFor();
    await shot('07-gate-risk-mismatch');
    await risk
      .getByRole('link', { name: '重新测评' })
      .or(risk.getByRole('button', { name: '重新测评' }))
      .waitFor();

    // 张伟 as he is (C3): every check passes.
    await page.goto(app.url(`/phone/productDetail?productCode=${FIXED_RAISING}&mockInvestor=off`));
    await button('追加认购').click();
    await page.getByText('全部满足').waitFor();
    await shot('08-gate-passed');
    await button('下一步').click();
    await page.waitForURL(/step=amount/);

    const amount = page.getByRole('textbox', { name: '追加金额' });
    await amount.waitFor();
    await page.getByText('已持有本金', { exact: true }).waitFor();
    await amount.click();
    await page.keyboard.type('1500000.00');
    await page.keyboard.press('Enter');
    await page.getByText('150.00万元').waitFor();
    await page.getByText('壹佰伍拾万元整').waitFor();
    const quote = page.getByRole('region', { name: '业绩比较基准与费用' });
    // With the 300万 he holds, 150万 more falls in the 300万 tier.
    await quote.getByText('5.60%').waitFor();
    expect(await quote.innerText()).toContain('300万及以上');
    expect(await quote.innerText()).toContain('1,500,000.00元');
    expect(await page.getByRole('button', { name: '付款银行卡' }).innerText()).toContain('招商银行 尾号5678');
    await shot('09-amount');

    // Each agreement opens in the viewer before it is agreed to.
    await button('《认购风险揭示书》').click();
    const sheet = page.getByRole('dialog', { name: '认购风险揭示书' });
    await sheet.waitFor();
    await pdfDrawn(page);
    await shot('10-agreement-sheet');
    await sheet.getByRole('button', { name: '关闭' }).click();
    await sheet.waitFor({ state: 'detached' });

    await page.getByText('我已阅读并同意').click();
    await expect.poll(() => page.getByRole('checkbox', { name: '我已阅读并同意' }).isChecked()).toBe(true);
    await page.locator('.subscribe-agreement').scrollIntoViewIfNeeded();
    await shot('11-amount-agreed');
    await button('确认追加').click();
    // 张伟 has an unsigned 追加 of this product already: asked before a second order is made.
    const dialog = page.getByRole('dialog', { name: '您有尚未完成的订单' });
    await dialog.waitFor();
    await shot('12-pending-order-dialog');
    await dialog.getByRole('button', { name: '继续提交' }).click();
    await page.waitForURL(/\/phone\/signTheContract\?orderNo=OD\d{12}/);
    await page.getByRole('heading').first().waitFor();
    await shot('13-signing-hand-off');
    expect(own(errors.list)).toEqual([]);
  });

  it('reserves a product not yet open, sees it in 预约计划 and cancels it', async () => {
    await page.goto(app.url(`/phone/productDetail?productCode=${FIXED_RESERVING}&mockInvestor=off`));
    await button('立即预约').click();
    await page.waitForURL(new RegExp(String.raw`/phone/reservation\?productCode=${FIXED_RESERVING}`));
    const amount = page.getByRole('textbox', { name: '意向金额' });
    await amount.click();
    await page.keyboard.type('2000000');
    await page.keyboard.press('Enter');
    await page.getByText('贰佰万元整').waitFor();
    await page.locator('.reservation-period').filter({ hasText: '工作日下午' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /^工作日下午/ }).isChecked()).toBe(true);
    await shot('14-reservation-form');
    await button('提交预约').click();
    // The result page (the toast also says 提交预约成功 for a moment).
    await page.getByRole('heading', { name: '预约成功' }).waitFor();
    await page.getByText('提交预约成功').waitFor({ state: 'detached' });
    await shot('15-reserved');

    await button('查看我的预约').click();
    await page.waitForURL(/\/phone\/reservationPlan/);
    const mine = page.getByRole('listitem', { name: /^鑫盛优选2号集合资金信托计划 / });
    await mine.waitFor();
    await shot('16-reservation-plan');
    await mine.getByRole('button', { name: '取消预约' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('确认取消预约？').waitFor();
    await confirm.getByRole('button', { name: '取消预约', exact: true }).click();
    await mine.getByText('已取消').waitFor();
    await shot('17-reservation-cancelled');
    expect(own(errors.list)).toEqual([]);
  });

  it('filters the disclosure by type and opens a report; the open days', async () => {
    await page.goto(app.url('/phone/investListHome?mockInvestor=off'));
    await page.getByRole('link', { name: /信息披露/ }).click();
    await page.waitForURL(/\/phone\/reportSearch/);
    await page.getByRole('tab', { name: '季度管理报告' }).click();
    const first = page.getByRole('link', { name: /季度/ }).first();
    await first.waitFor();
    await shot('18-disclosure-quarterly');
    await first.click();
    await page.waitForURL(/\/phone\/infoReport\?/);
    await pdfDrawn(page);
    await shot('19-report');

    await page.goto(app.url(`/phone/openHouseList?productCode=${NAV_HELD}`));
    await page
      .getByText(/还有\d+天|今天/)
      .first()
      .waitFor();
    await shot('20-open-days');
    expect(own(errors.list)).toEqual([]);
  });

  it('is right in elderly mode on the list, detail and document pages', async () => {
    await page.close();
    elderly = await app.newPage({ elderly: true });
    const offences = await walkElderly(
      elderly.page,
      [
        ['investListHome?mockInvestor=off', '21-list-home-elderly'],
        ['investProductList?productClass=FIXED'],
        ['equity'],
        ['cash'],
        [`productDetail?productCode=${FIXED_RAISING}`, '22-detail-elderly'],
        [`productDetail?productCode=${NAV_HELD}`],
        [`trustDoc?productCode=${FIXED_RAISING}`, '23-trust-doc-elderly'],
        [`contract?productCode=${FIXED_RAISING}`],
        ['reportSearch', '24-disclosure-elderly'],
        ['openHouseList'],
      ],
      { url: app.url, shot: elderlyShot },
    );
    expect(offences.join('\n')).toBe('');
    expect(own(elderly.errors.list)).toEqual([]);
  });

  it('is right in elderly mode on the subscription and reservation pages', async () => {
    const offences = await walkElderly(
      elderly.page,
      [
        [`capitainAdd?productCode=${FIXED_RAISING}`, '25-gate-elderly'],
        [`capitainAdd?productCode=${FIXED_RAISING}&step=amount`, '26-amount-elderly'],
        [`capitain?productCode=${NAV_NOT_HELD}`],
        [`reservation?productCode=${FIXED_RESERVING}`, '27-reservation-elderly'],
        ['reservationPlan'],
      ],
      { url: app.url, shot: elderlyShot },
    );
    expect(offences.join('\n')).toBe('');
    expect(own(elderly.errors.list)).toEqual([]);
    await elderly.page.close();
  });
});
