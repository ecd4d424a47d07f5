import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBuild, startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { walkElderly, elderlyOffence, type ElderlyStop } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';

/**
 * The CRS declaration and the beneficiaries' vote, as the investor walks them in Chromium on
 * the demo build (the stateful mock in the page; moves by taps, never by reloading): an investor
 * with no declaration on file declares two tax countries, Singapore with its TIN and the United
 * States without one and the reason, signs with the SMS code and finds the declaration in
 * fiscal/trace; the holder of 华信价值精选1号 votes on its meeting's three motions, changes one on
 * the review, confirms with the SMS code and sees the receipt, then reads the outcome of an
 * earlier meeting. Then the pages in elderly mode. With E2E_SCREENSHOTS=1 pictures at 375×667 go
 * to docs/screenshots/tax-*.png and vote-*.png.
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

const taxShot = journeyScreenshots(() => page, 'tax');
const voteShot = journeyScreenshots(() => page, 'vote');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const region = (name: string) => page.getByRole('region', { name, exact: true });

/** Ticks a checkbox by a tap on its label, as a finger does (the native input is visually hidden). */
async function tick(name: RegExp) {
  const box = page.getByRole('checkbox', { name });
  await page.locator('label', { has: box }).click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

async function chooseCountry(row: string, name: string) {
  await region(row)
    .getByRole('button', { name: /国家（地区）/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '选择国籍' });
  await dialog.getByRole('searchbox').fill(name);
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(() =>
      region(row)
        .getByRole('button', { name: /国家（地区）/ })
        .innerText(),
    )
    .toContain(name);
}

describe('CRS declaration and vote (demo build)', () => {
  it('declares two tax countries, one without a TIN and its reason, and finds it in fiscal/trace', async () => {
    await page.goto(app.url('/phone/fiscal/identity?mockInvestor=no-crs'));
    await page.getByText(/未完成声明前，暂无法认购信托产品/).waitFor();
    // A tap on the row, as a finger does (ChoiceRow's native radio is visually hidden).
    await page.locator('label', { has: page.getByRole('radio', { name: /^既是中国税收居民/ }) }).click();
    await taxShot('01-identity');
    await button('下一步').click();

    // materials: the name in pinyin (pinyin-pro), the address on record, the rest typed.
    const surname = page.getByLabel('姓（拼音）');
    await expect.poll(() => surname.inputValue(), { timeout: 15_000 }).toBe('ZHANG');
    await page
      .getByLabel('现居地址（英文或拼音）')
      .fill('Room 1202, No.3, Lane 1588 Zhangyang Road, Pudong, Shanghai, China');
    // The birthplace from the region popup: 中国, then the municipality as province and city.
    await page.getByLabel('出生地（中文）').click();
    const popup = page.getByRole('dialog', { name: '国籍/地区' });
    await popup.getByRole('button', { name: '中国', exact: true }).click();
    await popup.getByRole('button', { name: '上海市', exact: true }).click();
    await popup.getByRole('button', { name: '上海市', exact: true }).click();
    await popup.getByRole('button', { name: '确定' }).click();
    await page.getByLabel('出生地（中文）').getByText('中国上海市').waitFor();
    await page.getByLabel('出生地（英文或拼音）').fill('Shanghai, China');
    await taxShot('02-materials');
    await button('下一步').click();

    // revenue: Singapore with its TIN, the United States without one (could not obtain, why).
    await page.getByText(/最多3个/).waitFor();
    await chooseCountry('税收居民国（地区）1', '新加坡');
    await region('税收居民国（地区）1').getByRole('textbox', { name: '识别号' }).fill('s8512345d');
    await button('+ 添加税收居民国（地区）').click();
    await chooseCountry('税收居民国（地区）2', '美国');
    const second = region('税收居民国（地区）2');
    await second.getByText('无法提供', { exact: true }).click();
    await second.getByText('账户持有人未能取得纳税人识别号', { exact: true }).click();
    await second.getByRole('textbox', { name: '具体原因' }).fill('在美工作未满一年，尚未取得社会安全号码。');
    await taxShot('03-revenue');
    await button('下一步').click();

    // consequence: the notice and the 30-day promise.
    await page.waitForURL(/\/phone\/fiscal\/consequence/);
    await tick(/承诺信息变化后30日内告知/);
    await taxShot('04-consequence');
    await button('确认并获取验证码').click();

    // note: the SMS code signs it.
    await page.waitForURL(/\/phone\/fiscal\/note/);
    await page.getByText('新加坡、美国').waitFor();
    await page.getByText(/验证码已发送至 138\*\*\*\*5678/).waitFor();
    await page.getByPlaceholder('请输入6位验证码').fill('123456');
    await taxShot('05-note');
    await button('确认签署').click();
    await page.getByText('税收居民身份声明已提交').waitFor();
    await taxShot('06-declared');

    await button('查看声明记录').click();
    const card = page.getByRole('article', { name: /^既是中国税收居民/ });
    await card.getByText('当前有效').waitFor();
    expect(await card.innerText()).toContain('S8*****5D');
    expect(await card.innerText()).toMatch(/账户持有人未能取得纳税人识别号：在美工作未满一年/);
    await taxShot('07-trace');
    expect(errors.list).toEqual([]);
  });

  it('votes on the meeting’s motions with the SMS code, then reads an earlier meeting’s outcome', async () => {
    await page.goto(app.url('/phone/votQuestionnaire?mockInvestor=off'));
    const card = region('大会信息');
    await card.getByText('表决中').waitFor();
    expect(await card.innerText()).toContain('1,200,000.00份');
    await voteShot('01-meeting');
    await region('审议议案').scrollIntoViewIfNeeded();
    await voteShot('02-motions');

    // The notice opens in the PDF viewer and comes back.
    await page.getByRole('link', { name: '《受益人大会召开公告》' }).click();
    await page.locator('canvas').first().waitFor();
    await voteShot('03-notice-pdf');
    await page.goBack();
    await button('开始表决').click();

    const choose = async (motion: number, choice: string) => {
      await page.getByRole('heading', { name: new RegExp(`议案${motion}：`) }).waitFor();
      if (motion === 2) await voteShot('04-ballot-motion');
      await page.getByRole('radio', { name: new RegExp(choice) }).click();
    };
    await choose(1, '同意');
    await choose(2, '同意');
    await choose(3, '弃权');
    await button('下一步').click();

    // The review: change the second motion to 反对.
    await region('您的表决意见').waitFor();
    await button('修改意见').click();
    await button('上一题').click();
    await page.getByRole('radio', { name: /反对/ }).click();
    // The choice moves on to the last motion by itself (a tap on 下一题 too could race it).
    await page.getByRole('heading', { name: /议案3：/ }).waitFor();
    await button('下一步').click();
    const review = region('您的表决意见');
    await expect.poll(() => review.locator('dd').allInnerTexts()).toEqual(['同意', '反对', '弃权']);
    await button('获取验证码').click();
    await page.getByText(/验证码已发送至 138\*\*\*\*5678/).waitFor();
    await page.getByPlaceholder('请输入6位验证码').fill('123456');
    await voteShot('05-confirm-sms');
    await button('确认表决').click();

    await page.getByRole('heading', { name: '表决已提交' }).waitFor();
    await voteShot('06-receipt');
    await button('查看表决详情').click();
    await card.getByText('已表决').waitFor();
    expect(await page.locator('.vote-mine').allTextContents()).toEqual([
      '我的意见：同意',
      '我的意见：反对',
      '我的意见：弃权',
    ]);
    expect(await button('开始表决').count()).toBe(0);

    // An earlier meeting: each motion's outcome.
    await page.evaluate(() => {
      history.pushState(null, '', `${location.pathname}?voteId=VT202605100001`);
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await card.getByText('已出结果').waitFor();
    await region('审议议案').getByText('未通过').scrollIntoViewIfNeeded();
    await voteShot('07-counted');
    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on the tax and vote pages', async () => {
    const { page: elderly } = await app.newPage({ elderly: true });
    const taxElderly = journeyScreenshots(() => elderly, 'tax');
    const voteElderly = journeyScreenshots(() => elderly, 'vote');
    const stops: ElderlyStop[] = [
      ['fiscal/identity?mockInvestor=off', () => taxElderly('21-identity-elderly')],
      ['fiscal/trace', () => taxElderly('22-trace-elderly')],
      ['votQuestionnaire', () => voteElderly('21-meeting-elderly')],
      [`votQuestionnaire?voteId=VT202605100001`, () => voteElderly('22-counted-elderly')],
    ];
    const offenders = await walkElderly(elderly, stops, { url: app.url, shot: taxElderly });
    // The ballot, one motion a screen.
    await elderly.goto(app.url('/phone/votQuestionnaire'));
    await elderly.getByRole('button', { name: '开始表决', exact: true }).click();
    await elderly.getByRole('heading', { name: /议案1：/ }).waitFor();
    const ballot = await elderlyOffence(elderly, 'votQuestionnaire (ballot)');
    if (ballot) offenders.push(ballot);
    await voteElderly('23-ballot-elderly');
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  });
});
