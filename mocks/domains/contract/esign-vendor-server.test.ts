// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_DEMO_DIR } from './esign-demo';
import { startEsignVendor, type RunningVendor } from './esign-vendor-server';

/** The fake vendor that `npm run start:msw` starts beside the dev server. */
describe('fake e-signature vendor server', () => {
  let vendor: RunningVendor;
  beforeAll(async () => {
    vendor = await startEsignVendor({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => vendor.close());

  const get = (pathname: string, init?: RequestInit) => fetch(`${vendor.origin}${pathname}`, init);

  it('serves the vendor page and its script and style with their types', async () => {
    const page = await get(`${ESIGN_DEMO_DIR}sign.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('安信签 电子签名服务');
    const script = await get(`${ESIGN_DEMO_DIR}sign.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain("returnTo('SUCCESS')");
    expect((await get(`${ESIGN_DEMO_DIR}sign.css`)).status).toBe(200);
  });

  it('serves the sheet the vendor shares with the wallet cashier, where both pages link it', async () => {
    const page = await (await get(`${ESIGN_DEMO_DIR}sign.html`)).text();
    const href = /<link rel="stylesheet" href="([^"]+vendor\.css)"/.exec(page)?.[1];
    expect(href).toBe('../mock-vendor/vendor.css');
    const sheet = await get(new URL(href ?? '', `http://x${ESIGN_DEMO_DIR}`).pathname);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await sheet.text()).toContain('.vendor-bar');
    expect((await get('/xtmk/apph5/mock-vendor/sign.html')).status).toBe(404);
  });

  it('answers nothing else: other paths, traversal, other methods', async () => {
    for (const pathname of [
      '/',
      `${ESIGN_DEMO_DIR}`,
      `${ESIGN_DEMO_DIR}..%2F..%2Fpackage.json`,
      `${ESIGN_DEMO_DIR}../mockServiceWorker.js`,
      '/xtmk/apph5/mock-files/contract/wallet-service.pdf',
    ])
      expect((await get(pathname)).status, pathname).toBe(404);
    expect((await get(`${ESIGN_DEMO_DIR}sign.html`, { method: 'POST' })).status).toBe(404);
  });
});
