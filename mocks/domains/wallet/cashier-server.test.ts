// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEsignVendor, type RunningVendor } from '../contract/esign-vendor-server';
import { CASHIER_PATH } from './rules';

/** `npm run start:msw` serves the demo cashier beside the e-signature vendor, on the same origin. */
describe('demo wallet cashier on the vendors origin', () => {
  let server: RunningVendor;
  beforeAll(async () => {
    server = await startEsignVendor({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const dir = CASHIER_PATH.slice(0, CASHIER_PATH.lastIndexOf('/') + 1);
  const get = (pathname: string) => fetch(`${server.origin}${pathname}`);

  it('serves the cashier page, its script and its style with their types', async () => {
    const page = await get(CASHIER_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('联信支付 收银台');
    const script = await get(`${dir}pay.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain("url.searchParams.set('walletResult', result)");
    expect((await get(`${dir}pay.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
    // The sheet it shares with the e-signature vendor, as the page links it.
    expect(await (await get(CASHIER_PATH)).text()).toContain('href="../mock-vendor/vendor.css"');
    expect((await get(new URL('../mock-vendor/vendor.css', `http://x${dir}`).pathname)).status).toBe(200);
  });

  it('answers nothing else under the cashier folder', async () => {
    for (const pathname of [
      dir,
      `${dir}sign.html`,
      `${dir}..%2F..%2Fpackage.json`,
      `${dir}../mock-esign/pay.js`,
    ])
      expect((await get(pathname)).status, pathname).toBe(404);
  });
});
