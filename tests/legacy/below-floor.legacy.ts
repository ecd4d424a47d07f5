import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '@tests/e2e/support/nginx';
import { FIXED_RAISING } from '@tests/e2e/support/seed-ids';
import { ownAppMarker, ownAppUa } from '@tests/support/user-agents';
import { BELOW_FLOOR, engineEnv, ensureEngine } from './engines';
import { launchOldChromium, type OldBrowser, type OldPage } from './old-chromium';

/**
 * An engine below the support matrix's floor (Chromium 67, from chrome-aws-lambda@67.0.3372):
 * whatever the address, the investor sees in Chinese what to update and the hotline to call,
 * never a white page. No API answers: the page must not need one.
 */
const HOTLINE = '400-820-8888';

let nginx: RunningNginx;
let browser: OldBrowser;
let page: OldPage;

beforeAll(async () => {
  nginx = await startNginx({ distDir: 'dist' });
  const installed = await ensureEngine(BELOW_FLOOR);
  browser = await launchOldChromium({
    executable: installed.executable,
    env: engineEnv(installed),
    userAgent: ownAppUa(ownAppMarker(), { agent: 'agent1', android: true }),
  });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

describe(`Chromium ${BELOW_FLOOR.major}, below the floor`, () => {
  for (const route of [
    '/phone/about',
    `/phone/productDetail?productCode=${FIXED_RAISING}`,
    '/phone/orderList',
  ]) {
    it(`${route}: the Chinese upgrade page with the hotline`, async () => {
      await page.goto(`${nginx.origin}/xtmk/apph5${route}`);
      const text = await page
        .waitFor(
          'the upgrade page',
          (hotline: string) => {
            const shown = document.body ? document.body.innerText : '';
            return shown.indexOf(hotline) >= 0 && /[\u4e00-\u9fff]/.test(shown) ? shown : '';
          },
          HOTLINE,
        )
        .catch(async (error: Error) => {
          const shown = await page.evaluate(() => (document.body ? document.body.innerText : ''));
          throw new Error(
            `${error.message}; the page shows: ${shown.replace(/\s+/g, ' ').slice(0, 200) || '(blank)'}`,
          );
        });
      expect(text).toMatch(/升级|更新/);
    });
  }
});
