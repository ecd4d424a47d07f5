import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { REPO_ROOT } from './support/nginx';

const appUrl = inject('appUrl');

/** The hashed asset files of the build under test, from the index it serves. */
async function builtAssets(): Promise<string[]> {
  const html = await (await fetch(`${appUrl}/phone/about`)).text();
  return [...html.matchAll(/\/xtmk\/apph5\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
}

describe('production serving with deploy/nginx.conf', () => {
  it('answers history-mode routes with index.html, revalidated every time', async () => {
    const response = await fetch(`${appUrl}/phone/fiscal/identity?from=x`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const [asset] = await builtAssets();
    const response = await fetch(`${appUrl}/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    for (const missing of ['assets/index-00000000.js', 'assets/gone.css', 'nothing-here.js']) {
      expect((await fetch(`${appUrl}/${missing}`)).status, missing).toBe(404);
    }
  });

  it('sends Referrer-Policy, a Content-Security-Policy and nosniff on every page', async () => {
    const headers = (await fetch(`${appUrl}/phone/about`)).headers;
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('proxies the API to the upstream (Prism here)', async () => {
    const response = await fetch(`${appUrl}/services/trustAppApi/selectExternalDict`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestData: { dictCode: 'cnty_cd' } }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('code');
  });

  it('keeps source maps off the public site', async () => {
    const [asset] = await builtAssets();
    expect((await fetch(`${appUrl}/${asset}.map`)).status).toBe(404);
  });

  it('the HTML has no inline script (the CSP forbids it) and the viewport allows zoom', () => {
    const html = readFileSync(path.join(REPO_ROOT, 'dist/index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).toMatch(/name="viewport"/);
    expect(html).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/);
  });
});

describe('a stale chunk after a redeploy', () => {
  let app: AppSession;
  let page: Page;
  let errors: ConsoleErrors;

  beforeAll(async () => {
    app = await startApp({ build: 'prod' }); // the run's shared server (appUrl above)
    ({ page, errors } = await app.newPage());
  });
  afterAll(() => app?.close());

  it('reloads once, then shows an error page with a retry (never a white screen)', async () => {
    let documentLoads = 0;
    page.on('load', () => (documentLoads += 1));
    // The old index refers to a page chunk the new deployment no longer has.
    await page.route('**/assets/placeholder-page-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${appUrl}/phone/about`);
    const retry = page.getByRole('button', { name: '重试' });
    await retry.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').innerText()).toContain('页面加载失败');
    expect(documentLoads).toBe(2);

    // The chunk is back (or the network is): retry recovers.
    await page.unroute('**/assets/placeholder-page-*.js');
    errors.clear();
    await retry.click();
    await page.waitForFunction(() => document.title === '关于我们');
    expect(errors.list).toEqual([]);
  });
});
