import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppSession } from './support/app-session';

/**
 * The mock backend in a real Chromium, on the demo build (`npm run test:e2e:mock` builds it):
 * the service worker answers under /xtmk/apph5/, and the URL switch forces every family of
 * catalogue outcomes. Each family is checked on the wire (what the worker answered) and, where
 * the spec says what the user sees, on the screen (bank-card list page, which loads
 * bankCardList on open).
 */
let app: AppSession;
let page: Page;

beforeAll(async () => {
  app = await startApp({ build: 'demo', session: 'e2e-session' }); // bankCardList requires login
  ({ page } = await app.newPage());
});

afterAll(() => app?.close());

/** Opens an app route and waits until the mock is running (window.__trustMock is set last). */
async function open(route: string, query = '') {
  await page.goto(app.url(`${route}${query}`));
  await page.waitForFunction(() => '__trustMock' in window, null, { timeout: 15_000 });
}

/** Posts a call from the page, through the service worker, and returns what came back. */
function wire(name: string, requestData: unknown = {}, timeoutMs = 10_000) {
  return page.evaluate(
    async ([name, requestData, timeoutMs]) => {
      try {
        const response = await fetch(`/xtmk/apph5/services/trustAppApi/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ requestData }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        return { status: response.status, body: await response.text() };
      } catch (error) {
        return { status: 0, body: String((error as Error).name) };
      }
    },
    [name, requestData, timeoutMs] as const,
  );
}

const json = (body: string) =>
  JSON.parse(body) as {
    code: string;
    msg?: string;
    result?: { statusCode: string; msg?: string; data?: unknown };
  };
const bodyText = () => page.locator('body').innerText();
const AREA = { provinceCode: '', cityCode: '' };

describe('the stateful mock in the browser', () => {
  it('registers the worker under /xtmk/apph5/ and answers the documented calls from the seed', async () => {
    await open('/phone/about', '?mock=off');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(`${app.appUrl}/`);
    expect(json((await wire('selectAreaCity', AREA)).body).result?.data).toHaveLength(34);
    expect(
      json((await wire('selectAreaCity', { provinceCode: '440000', cityCode: '440300' })).body).result?.data,
    ).toContainEqual({
      zoneName: '南山区',
      zoneCode: '440305',
    });
    expect(json((await wire('newSelectCountryList', { areaName: '中国' })).body).result?.data).toHaveLength(
      4,
    );
    expect(json((await wire('queryBankCardHeadList', { bnkName: '招商' })).body).result?.data).toEqual([
      { bnkName: '招商银行' },
    ]);
    expect(await page.locator('#trust-h5-mock-panel').count()).toBe(0);
  });
});

describe('one scenario family at a time, by URL', () => {
  it('statusCode rows: every code on the wire, contract-valid (no data on a failure)', async () => {
    for (const code of ['00000014', '03040105', '04040528', '04040510', '00000001']) {
      await open('/phone/about', `?mock=${code}`);
      expect(json((await wire('selectAreaCity', AREA)).body)).toEqual({
        code: '00000000',
        msg: '成功',
        result: { statusCode: code, msg: expect.any(String) },
      });
    }
  });

  it('statusCode rows on screen: the generic one shows its message; 04040510 goes to download', async () => {
    await open('/phone/bankCardList', '?mock=00000001');
    await page.waitForFunction(() => document.body.innerText.includes('业务处理失败，请稍后重试'), null, {
      timeout: 5_000,
    });
    await open('/phone/bankCardList', '?mock=04040510');
    await page.waitForURL(/\/phone\/download$/, { timeout: 6_000 });
  });

  it('outer codes: every code on the wire; 00000008 routes to login', async () => {
    for (const code of ['06060010', '04049549', '04040549', '00000008', '99999999']) {
      await open('/phone/about', `?mock=${code}`);
      expect(json((await wire('queryOrderList')).body)).toMatchObject({ code, msg: expect.any(String) });
    }
    await open('/phone/bankCardList', '?mock=00000008');
    // Login keeps the way back (requiresLogin / session expiry): /phone/login?redirect=…
    await page.waitForURL(/\/phone\/login(\?redirect=|$)/, { timeout: 6_000 });
  });

  it('HTTP statuses: 401, 404 and 500 on the wire; 404 opens the 404 page', async () => {
    for (const status of [401, 404, 500]) {
      await open('/phone/about', `?mock=http${status}`);
      expect((await wire('selectAreaCity', AREA)).status).toBe(status);
    }
    await open('/phone/bankCardList', '?mock=http404');
    await page.waitForURL(/\/phone\/404$/, { timeout: 6_000 });
  });

  it('bodies: empty and malformed answers, and what the page says', async () => {
    await open('/phone/bankCardList', '?mock=empty');
    expect(await wire('selectAreaCity', AREA)).toEqual({ status: 200, body: '' });
    await page.waitForFunction(() => document.body.innerText.includes('异常'));
    await open('/phone/bankCardList', '?mock=malformed');
    expect((await wire('selectAreaCity', AREA)).body).toContain('502 Bad Gateway');
    await page.waitForFunction(() => document.body.innerText.includes('数据格式有误'));
  });

  it('network: slow answers after the delay, timeout never answers, network-error fails', async () => {
    await open('/phone/about', '?mock=slow&mockDelay=1500');
    const started = Date.now();
    expect(json((await wire('selectAreaCity', AREA)).body).result?.statusCode).toBe('00000000');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    await open('/phone/about', '?mock=timeout');
    expect(await wire('selectAreaCity', AREA, 1_500)).toEqual({ status: 0, body: 'TimeoutError' });
    await open('/phone/about', '?mock=network-error');
    expect((await wire('selectAreaCity', AREA)).status).toBe(0);
  });

  it('session: expired and logged-out refuse login-only calls, reference data still answers', async () => {
    await open('/phone/about', '?mock=session-expired');
    expect(json((await wire('queryOrderList')).body).code).toBe('00000008');
    expect(json((await wire('selectAreaCity', AREA)).body).result?.statusCode).toBe('00000000');
    await open('/phone/about', '?mock=logged-out');
    expect(json((await wire('bankCardList')).body).code).toBe('06060010');
    await open('/phone/bankCardList', '?mock=logged-out');
    await page.waitForFunction(() => document.body.innerText.includes('用户未登录'));
  });
});

describe('the switch itself', () => {
  it('targets one call, survives navigation in the tab, shows the panel, and turns off', async () => {
    await open('/phone/about', '?mockCall=selectAreaCity&mockOutcome=http500');
    await open('/phone/about');
    expect((await wire('selectAreaCity', AREA)).status).toBe(500);
    expect(json((await wire('newSelectCountryList', { areaName: '' })).body).result?.statusCode).toBe(
      '00000000',
    );
    expect(await page.locator('#trust-h5-mock-panel').innerText()).toContain('http500 @selectAreaCity');

    // The panel sets a scenario without a reload.
    await page.locator('#trust-h5-mock-panel button').last().click();
    await page.locator('#trust-h5-mock-panel select').selectOption('04040528');
    await page.locator('#trust-h5-mock-panel input[name="mockCall"]').fill('');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(json((await wire('newSelectCountryList', { areaName: '' })).body).result?.statusCode).toBe(
      '04040528',
    );

    await open('/phone/about', '?mock=off');
    expect(json((await wire('selectAreaCity', AREA)).body).result?.statusCode).toBe('00000000');
    expect(await bodyText()).not.toContain('MOCK 04040528');
  });
});
