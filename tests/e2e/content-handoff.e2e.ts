import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_TARGETS } from '../flows/common/handoff-hostile-targets';
import { startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { auditElderly, formatAudit } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';

/**
 * The hand-off pages in a real browser, on the demo build: an address-driven
 * hand-off reaches an app page and leaves no trace in the history; every off-list target is
 * refused with its message while the page stays and nothing is fetched from elsewhere; the
 * server-driven hand-off (totalMiddlePage → pageJumpRoute) lands where the server says; the
 * WeChat guide overlay and the app download page render; the same pages in elderly mode.
 * Page flows (tests/flows/common/) hold the rules in detail; this proves them in Chromium.
 * With `npm run screenshots` (E2E_SCREENSHOTS=1) pictures go to docs/screenshots/handoff-*.png.
 */

let app: AppSession;
let page: Page;
let errors: ConsoleErrors;
const offOrigin: string[] = [];

beforeAll(async () => {
  app = await startApp({ build: 'demo', session: 'e2e-handoff' });
  ({ page, errors } = await app.newPage());
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol)) return;
    if (url.origin !== new URL(app.url('/')).origin) offOrigin.push(request.url());
  });
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'handoff');
const titled = (title: string) => page.waitForFunction((t) => document.title === t, title);

describe('hand-off pages journey (demo build)', () => {
  it('passes an app path on and leaves itself out of the history', async () => {
    await page.goto(app.url('/phone/about'));
    await titled('关于我们');
    await page.goto(app.url(`/phone/middlePage?target=${encodeURIComponent('/phone/help')}`));
    await titled('帮助中心');
    expect(new URL(page.url()).pathname).toMatch(/\/phone\/help$/);
    // The middle page replaced itself: back goes to where the visitor came from.
    await page.goBack();
    await titled('关于我们');
    expect(errors.list).toEqual([]);
  });

  it('refuses every off-list target with its message, and stays', async () => {
    for (const [target, message] of HOSTILE_TARGETS) {
      const address = `/phone/middlePage?target=${encodeURIComponent(target)}`;
      await page.goto(app.url(address));
      await page.getByText('无法跳转').waitFor();
      await page.getByText(message).waitFor();
      expect(new URL(page.url()).pathname, target).toMatch(/\/phone\/middlePage$/);
      if (target.startsWith('javascript')) await shot('01-refused');
    }
    expect(offOrigin).toEqual([]);
    expect(errors.list).toEqual([]);
  });

  it('follows the server to the page a banner names', async () => {
    await page.goto(app.url('/phone/totalMiddlePage?jumpType=BANNER&jumpCode=BN20240701002'));
    await page.waitForFunction(() => !/totalMiddlePage/.test(location.pathname));
    expect(await page.title()).not.toBe('正在跳转');
    expect(errors.list).toEqual([]);
  });

  it('signs a partner’s visitor in with its one-time ticket (szbLogin), and explains a spent one', async () => {
    const handOff = (ticket: string) =>
      `/phone/middlePage?szbTicket=${ticket}&target=${encodeURIComponent('/phone/bankCardList')}`;
    await page.goto(app.url(handOff('SZB2026112912000001')));
    await titled('银行卡');
    expect(new URL(page.url()).pathname).toMatch(/\/phone\/bankCardList$/);
    await page.goto(app.url(handOff('SZB2026112912000001')));
    await page.getByText('登录凭证已失效').waitFor();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await shot('04-partner-ticket-spent');
    expect(errors.list).toEqual([]);
  });

  it('shows the WeChat guide and the download page', async () => {
    await page.goto(app.url('/phone/sharingLayer?mode=open'));
    await titled('在浏览器中打开');
    await shot('02-sharing-layer');
    await page.goto(app.url('/phone/download'));
    await titled('下载App');
    await shot('03-download');
    expect(errors.list).toEqual([]);
  });

  it('keeps the hand-off pages readable in elderly mode', async () => {
    const { page: elderly, errors: elderlyErrors } = await app.newPage({ elderly: true });
    const offenders: string[] = [];
    for (const [route, text] of [
      [`/phone/middlePage?target=${encodeURIComponent('javascript:alert(1)')}`, '无法跳转'],
      ['/phone/middlePage', '缺少跳转地址'],
      ['/phone/download', '下载'],
      ['/phone/middlePage?szbTicket=SZBEXPIRED0001', '登录凭证已失效'],
    ] as const) {
      await elderly.goto(app.url(route));
      await elderly.getByText(text).first().waitFor();
      const result = await auditElderly(elderly);
      if (result.smallTexts.length + result.smallTargets.length > 0)
        offenders.push(formatAudit(route, result));
    }
    expect(offenders.join('\n')).toBe('');
    expect(elderlyErrors.list).toEqual([]);
    await elderly.close();
  });
});
