import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBuild, startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { walkElderly, type ElderlyStop } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';

/**
 * My account, as a visitor walks it in Chromium on the demo build (the
 * stateful mock in the page): a page that needs a session sends him to login; he logs in with
 * the SMS code (the login as built: phone and SMS code, the image captcha after wrong codes; the
 * product has no password login) and lands back on personInfo; sets his user name; moves his
 * address with an SMS code; saves his name's pinyin; sees his relationship manager; logs out,
 * and the page that needs a session sends him to login again. Then the area's pages in elderly
 * mode. The mock's state lives in the page, so after login the journey moves by taps only. With
 * E2E_SCREENSHOTS=1 (npm run screenshots) pictures at 375×667 go to docs/screenshots/account-*.png.
 *
 * E2E_DIST=/tmp/x-demo serves an existing demo build instead of building dist-demo.
 */
let app: AppSession;
let page: Page;
let errors: ConsoleErrors;

beforeAll(async () => {
  // No session: the visitor logs in himself.
  app = await startApp(journeyBuild());
  ({ page, errors } = await app.newPage({ fresh: true }));
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'account');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const region = (name: string) => page.getByRole('region', { name });
const infoRow = (label: string) => page.locator('.info-row', { hasText: label });

async function logIn() {
  await page.getByRole('textbox', { name: '手机号' }).fill('13812345678');
  await button('获取验证码').click();
  await page.getByText('验证码已发送至 138****5678，5分钟内有效').waitFor();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('123456');
  await page.getByText('我已阅读并同意').click(); // a tap on the label, as a finger does
  // The tick is in the accessibility tree (antd's own input is display:none), and ticked.
  expect(await page.getByRole('checkbox', { name: '我已阅读并同意用户服务协议和隐私政策' }).isChecked()).toBe(
    true,
  );
  await shot('01-login');
  await button('登录').click();
}

describe('account journey (demo build)', () => {
  it('logs in with the SMS code and lands back on the page that asked', async () => {
    await page.goto(app.url('/phone/personInfo'));
    await page.waitForURL(/\/phone\/login\?redirect=%2Fphone%2FpersonInfo$/);
    await expect.poll(() => page.title()).toBe('登录');
    await logIn();
    await page.waitForURL(/\/phone\/personInfo$/);
    await region('身份信息').getByText('3101**********053X').waitFor();
    await expect.poll(() => page.title()).toBe('个人信息');
    // A date is never broken across lines ("有效期至2027-07-" / "31"): each one is a single line box.
    const dates = region('账户与投资者信息').locator('.unbroken');
    await dates.first().waitFor();
    for (const date of await dates.all())
      expect(
        await date.evaluate((el) => [getComputedStyle(el).whiteSpace, el.getClientRects().length]),
      ).toEqual(['nowrap', 1]);
    await shot('02-person-info');
  });

  it('sets the user name', async () => {
    await infoRow('用户名').getByRole('link').click();
    await page.waitForURL(/\/phone\/setUserName$/);
    const field = page.getByLabel(/用户名$/).last();
    await field.fill('zhangwei_1978');
    await shot('03-user-name');
    await button('保存').click();
    await page.waitForURL(/\/phone\/personInfo$/);
    await infoRow('用户名').getByText('zhangwei_1978').waitFor();
  });

  it('moves the address and adds a source of the trust’s funds, with an SMS code', async () => {
    await region('联系信息').getByRole('link', { name: '修改' }).click();
    await page.waitForURL(/\/phone\/personInfoUpdate\?section=contact$/);
    await button('所在地区').click();
    await button('徐汇区').click();
    await button('确定').click();
    await page.getByLabel('详细地址').fill('漕溪北路88号圣爱大厦1806室');
    await button('信托资金来源').click();
    const sources = page.getByRole('dialog', { name: '信托资金来源' });
    await sources.getByText('生产经营所得').click();
    await sources.getByRole('button', { name: '确定', exact: true }).click();
    await sources.waitFor({ state: 'hidden' });
    await button('信托资金来源')
      .getByText(/生产经营所得/)
      .waitFor();
    await shot('04-address');
    await button('下一步').click();
    await region('本次修改')
      .getByText(/漕溪北路88号圣爱大厦1806室/)
      .waitFor();
    await page.getByText(/验证码已发送至 138\*{4}5678/).waitFor();
    await page.getByLabel('短信验证码').fill('123456');
    await shot('05-address-sms');
    await button('确认修改').click();
    await page.waitForURL(/\/phone\/personInfo$/);
    await infoRow('联系地址').getByText('上海市徐汇区漕溪北路88号圣爱大厦1806室').waitFor();
    await infoRow('信托资金来源')
      .getByText(/生产经营所得/)
      .waitFor();
  });

  it('saves the name’s pinyin, prefilled from the name', async () => {
    await infoRow('姓名拼音').getByRole('link').click();
    await page.waitForURL(/\/phone\/nameModification$/);
    await expect.poll(() => page.getByLabel('姓（拼音）').inputValue()).toBe('ZHANG');
    expect(await page.getByLabel('名（拼音）').inputValue()).toBe('WEI');
    await shot('06-name-pinyin');
    await button('保存').click();
    await page.waitForURL(/\/phone\/personInfo$/);
    await infoRow('姓名拼音').getByText('ZHANG WEI').waitFor();
  });

  it('shows the relationship manager with the ways to reach her', async () => {
    await infoRow('专属理财经理').getByRole('link').click();
    await page.waitForURL(/\/phone\/financeManager$/);
    const card = region('理财经理 李娜');
    await card.waitFor();
    await card.getByRole('img', { name: '理财经理李娜的企业微信二维码' }).waitFor();
    expect(await card.getByRole('link', { name: '拨打电话 136 0176 1234' }).getAttribute('href')).toBe(
      'tel:13601761234',
    );
    await shot('07-finance-manager');
    await page.goBack();
    await page.waitForURL(/\/phone\/personInfo$/);
  });

  it('logs out after asking, and a page that needs a session sends him to login again', async () => {
    await region('账户与投资者信息').waitFor();
    await button('退出登录').click();
    const dialog = page.getByRole('dialog', { name: '退出登录' });
    await dialog.waitFor();
    await shot('08-logout-confirm');
    await dialog.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/phone\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('apptoken'))).toBeNull();
    await page.goBack();
    await page.waitForURL(/\/phone\/login\?redirect=%2Fphone%2FpersonInfo$/);
    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on every page of the area', async () => {
    const { page: elderly } = await app.newPage({ elderly: true });
    await elderly.addInitScript(() => {
      try {
        localStorage.setItem('apptoken', 'demo-apptoken-0001');
      } catch {
        // about:blank has no storage
      }
    });
    const elderlyShot = journeyScreenshots(() => elderly, 'account');
    const stops: ElderlyStop[] = [
      ['personInfo', '21-person-info-elderly'],
      ['personInfoUpdate?section=contact', '22-address-elderly'],
      ['personInfoUpdate?section=identity'],
      ['setUserName'],
      ['nameModification', '23-name-pinyin-elderly'],
      ['financeManager', '24-finance-manager-elderly'],
      ['financeManager?mode=choose'],
    ];
    const offenders = await walkElderly(elderly, stops, { url: app.url, shot: elderlyShot });
    // Login in elderly mode is the own app's native login (the elderly switch is the app's).
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  });
});
