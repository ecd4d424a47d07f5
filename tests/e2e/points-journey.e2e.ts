import type { Locator, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBuild, startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { walkElderly, type ElderlyStop } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';
import { FIXED_RAISING } from './support/seed-ids';

/**
 * Points and invitations, in Chromium on the demo build (the stateful mock
 * in the page): the investor signs in for today's points (once: the button then says so), reads
 * the rules, opens his invitation QR code (it really encodes the invitation link of this origin:
 * the drawn modules are compared with qrcode's own matrix), invites a friend by SMS; an adviser's
 * marketing-tool code leads into the app; the friend, a visitor, opens the invitation link, is
 * greeted with the inviter's name, logs in, accepts the invitation and lands in the member centre;
 * the member centre's lucky draw (one draw per double tap, the server's prize), tasks, cards and
 * the points mall's sign-on hand-off; a partner's address off
 * the allow-list is refused. Then the pages in elderly mode. With E2E_SCREENSHOTS=1 pictures at
 * 375×667 go to docs/screenshots/points-*.png.
 *
 * E2E_DIST=/tmp/x-demo serves an existing demo build instead of building dist-demo.
 */
let app: AppSession;
let page: Page;
let errors: ConsoleErrors;

beforeAll(async () => {
  // No session for the whole app: the investor's page gets his token itself, the friend has none.
  app = await startApp(journeyBuild());
  ({ page, errors } = await app.newPage({ fresh: true }));
  await page.addInitScript(() => {
    try {
      localStorage.setItem('apptoken', 'demo-apptoken-0001');
    } catch {
      // about:blank has no storage
    }
  });
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'points');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const region = (name: string) => page.getByRole('region', { name });

/**
 * Reads the drawn code back: each module's centre pixel of the <img> (dark or light) against the
 * matrix qrcode builds for `text` (same error correction, margin 2, width 480, as the kit draws).
 */
async function expectQrEncodes(image: Locator, text: string, level: 'M' | 'Q') {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
  const expected = Array.from({ length: modules.size * modules.size }, (_, i) =>
    modules.get(Math.floor(i / modules.size), i % modules.size) ? 1 : 0,
  );
  const drawn = await image.evaluate(async (img: HTMLImageElement, size: number) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const scale = img.naturalWidth / (size + 4);
    const bits: number[] = [];
    for (let row = 0; row < size; row += 1)
      for (let col = 0; col < size; col += 1) {
        const [r = 255] = context.getImageData(
          Math.floor((col + 2.5) * scale),
          Math.floor((row + 2.5) * scale),
          1,
          1,
        ).data;
        bits.push(r < 128 ? 1 : 0);
      }
    return { width: img.naturalWidth, bits };
  }, modules.size);
  expect(drawn.width).toBe(480);
  expect(drawn.bits.join('')).toBe(expected.join(''));
}

describe('points journey (demo build)', () => {
  it('signs in for today once: the points grow and a second tap is not offered', async () => {
    await page.goto(app.url('/phone/interests'));
    const sign = region('每日签到');
    // The browser's first page of the run: its chunks and the mock's worker load first.
    await sign.getByText(/已连续签到 3 天/).waitFor({ timeout: 60_000 });
    await shot('01-member-centre');
    await sign.getByRole('button', { name: '签到' }).click();
    await sign.getByText('签到成功，获得10积分').waitFor();
    expect(await sign.getByRole('button', { name: '今日已签到' }).isDisabled()).toBe(true);
    await region('我的会员').getByText('12,690').waitFor();
    await shot('02-signed-in');
    await region('我的会员')
      .getByRole('link', { name: /积分规则/ })
      .click();
    await page.getByRole('heading', { name: '华信信托积分规则' }).waitFor();
    await shot('03-rules');
  });

  it('draws once per tap on the member centre: the server’s prize, the chances read again', async () => {
    await page.goto(app.url('/phone/interests'));
    const draw = region('幸运抽奖');
    await draw.getByText('剩余抽奖次数 3 次').waitFor();
    await draw.scrollIntoViewIfNeeded();
    await shot('09-lucky-draw');
    await draw.getByRole('button', { name: '抽奖', exact: true }).dblclick();
    await draw.getByRole('status').getByText('恭喜您获得88积分，积分已到账').waitFor();
    await draw.getByText('剩余抽奖次数 2 次').waitFor();
    // The mock keeps its state across page loads: 12,690 after today's sign-in, + the 88 drawn.
    await region('我的会员').getByText('12,778').waitFor();
    await draw.scrollIntoViewIfNeeded();
    await shot('10-lucky-draw-won');
    const entries = page.getByRole('navigation', { name: '会员中心入口' });
    await entries.getByRole('button', { name: '积分任务，2条新内容' }).click();
    const tasks = region('积分任务');
    await tasks.getByRole('link', { name: '去完成' }).first().waitFor();
    await entries.getByRole('button', { name: '积分任务', exact: true }).waitFor();
    await tasks.scrollIntoViewIfNeeded();
    await shot('11-tasks');
    await entries.getByRole('button', { name: /^我的卡券/ }).click();
    await region('我的卡券').getByText('国内机场贵宾厅单次券').waitFor();
    await entries.getByRole('button', { name: /^积分商城/ }).click();
    const mall = region('积分商城');
    await mall.getByText('邀请好友').waitFor();
    await mall.scrollIntoViewIfNeeded();
    await shot('12-mall');
  });

  it('hands off to the points mall with a fresh sign-on ticket, through the allow-list', async () => {
    await region('积分商城').getByRole('button', { name: '进入积分商城', exact: true }).click();
    // The demo's mall is a page served beside the app: a full load, never one of the app's routes.
    await page.waitForURL(/\/mock-mall\/index\.html\?page=HOME&ticket=JF\d+$/);
    await page.getByText('已通过华信信托账户登录，可用积分兑换礼品。').waitFor();
    await shot('14-mall-hand-off');
    await page.goBack();
    await page.getByRole('navigation', { name: '会员中心入口' }).waitFor();
  });

  it('shows my invitation QR code, which encodes the invitation link of this origin', async () => {
    await page.goto(app.url('/phone/getQrcode'));
    const card = region('我的邀请二维码');
    const image = card.getByRole('img', { name: '我的邀请二维码' });
    await image.waitFor();
    await expect.poll(() => page.title()).toBe('我的二维码');
    const link = `${app.appUrl}/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=ZW8K3Q`;
    await expectQrEncodes(image, link, 'M');
    expect(await card.innerText()).toContain('邀请码 ZW8K3Q');
    await region('我的邀请').getByText('137****9021').waitFor();
    await shot('04-invite-qr');
  });

  it('invites a friend by SMS once; the same number again is refused under the field', async () => {
    const form = region('短信邀请好友');
    await form.getByRole('textbox', { name: '好友手机号' }).fill('13955556666');
    await form.getByRole('textbox', { name: '好友称呼' }).fill('李先生');
    await form.getByRole('button', { name: '发送邀请短信' }).click();
    await form.getByText('已向 139****6666 发送邀请短信').waitFor();
    await region('我的邀请').getByText('139****6666').waitFor();
    await form.getByRole('textbox', { name: '好友手机号' }).fill('13955556666');
    await page.waitForTimeout(1100); // past the kit's 1 s re-click guard after a submit
    await form.getByRole('button', { name: '发送邀请短信' }).click();
    await form.getByText('24小时内已向该手机号发送过邀请，请勿重复发送').waitFor();
    await form.scrollIntoViewIfNeeded();
    await shot('05-invite-sms');
  });

  it('shows an adviser’s marketing tool with a code that leads into the app', async () => {
    await page.goto(app.url('/phone/marketToolQrcode?toolCode=MT8F2K1Q'));
    const card = region('推荐产品');
    const image = card.getByRole('img', { name: '鑫享稳健1号集合资金信托计划的推广二维码' });
    await image.waitFor();
    await expectQrEncodes(
      image,
      `${app.appUrl}/phone/activityMiddlepage?activityCode=TOOL2026&toolCode=MT8F2K1Q`,
      'Q',
    );
    await shot('06-market-tool');
    await button('查看产品详情').click();
    await page.waitForURL(new RegExp(String.raw`/phone/productDetail\?productCode=${FIXED_RAISING}$`));
  });

  it('greets the invited friend, who logs in, accepts the invitation and lands in the member centre', async () => {
    // A fresh visitor's page clears the origin's storage, the mock's service worker included:
    // the investor's page leaves the app first, so nothing of it asks the server meanwhile.
    await page.goto('about:blank');
    const { page: friend } = await app.newPage({ fresh: true });
    const friendShot = journeyScreenshots(() => friend, 'points');
    await friend.goto(app.url('/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=LF6T2N'));
    await friend.getByRole('heading', { name: '您的好友刘*邀请您加入华信信托' }).waitFor();
    await friendShot('07-invited-welcome');
    await friend.getByRole('button', { name: '登录 / 注册', exact: true }).click();
    await friend.waitForURL(/\/phone\/login\?redirect=/);
    await friend.getByRole('textbox', { name: '手机号' }).fill('13812345678');
    await friend.getByRole('button', { name: '获取验证码', exact: true }).click();
    await friend.getByRole('textbox', { name: '验证码', exact: true }).fill('123456');
    await friend.getByText('我已阅读并同意').click();
    await friend.getByRole('button', { name: '登录', exact: true }).click();
    // Back on the invitation, signed in: accepting it binds him to the inviter (inviteAdd).
    await friend.getByRole('heading', { name: '您的好友刘*邀请您参加「邀好友 享尊荣服务」' }).waitFor();
    await friendShot('13-accept-invitation');
    await friend.getByRole('button', { name: '接受邀请', exact: true }).click();
    await friend.getByRole('heading', { name: '已接受好友邀请' }).waitFor();
    await friend.getByRole('button', { name: '前往活动', exact: true }).click();
    await friend.waitForURL(/\/phone\/interests$/);
    await friend.getByRole('region', { name: '每日签到' }).waitFor();
    await friend.close();
  });

  it('refuses an activity address off the allow-list and says so', async () => {
    await page.goto(app.url('/phone/activityMiddlepage?activityCode=PARTNER1128'));
    await page.getByRole('heading', { name: '无法跳转' }).waitFor();
    expect(await page.getByText('该地址不在允许跳转的范围内').count()).toBe(1);
    expect(page.url()).toContain('/phone/activityMiddlepage?activityCode=PARTNER1128');
    await shot('08-activity-refused');
    await page.goto(app.url('/phone/activityMiddlepage?activityCode=NEWYEAR'));
    await page.getByRole('heading', { name: '活动已结束' }).waitFor();
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
    const elderlyShot = journeyScreenshots(() => elderly, 'points');
    const stops: ElderlyStop[] = [
      ['interests', '21-member-centre-elderly'],
      ['integralRules'],
      ['getQrcode', '22-invite-qr-elderly'],
      ['marketToolQrcode?toolCode=MT8F2K1Q', '23-market-tool-elderly'],
      ['activityMiddlepage?activityCode=SPRING', '24-activity-not-started-elderly'],
      ['activityMiddlepage?activityCode=PARTNER1128'],
    ];
    const offenders = await walkElderly(elderly, stops, { url: app.url, shot: elderlyShot });
    expect(offenders.join('\n')).toBe('');
    // The member centre's draw and tasks, large.
    await elderly.goto(app.url('/phone/interests'));
    const draw = elderly.getByRole('region', { name: '幸运抽奖' });
    await draw.getByText(/剩余抽奖次数/).waitFor();
    await draw.scrollIntoViewIfNeeded();
    await elderlyShot('25-lucky-draw-elderly');
    await elderly
      .getByRole('navigation', { name: '会员中心入口' })
      .getByRole('button', { name: /^积分任务/ })
      .click();
    const tasks = elderly.getByRole('region', { name: '积分任务' });
    await tasks.getByRole('link', { name: '去完成' }).first().waitFor();
    await tasks.scrollIntoViewIfNeeded();
    await elderlyShot('26-tasks-elderly');
    await elderly.close();
  });
});
