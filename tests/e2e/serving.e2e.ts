import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { UA } from '@tests/support/user-agents';
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

  it("serves each route its own HTML, with that page's chunks and styles preloaded", async () => {
    const html = async (route: string) => (await fetch(`${appUrl}/${route}`)).text();
    const preloads = (page: string) =>
      [...page.matchAll(/rel="modulepreload" crossorigin href="\/xtmk\/apph5\/assets\/([^"]+)"/g)].map(
        (m) => m[1] ?? '',
      );
    const landing = await html('phone/about');
    // The landing page and its styles, with its domain's rows (src/app/routing/lazy-routes.ts) but
    // not its domain's page loader (deploy/build/domain-page-loaders.ts): the rows import the
    // landing page directly.
    expect(preloads(landing)).toEqual(expect.arrayContaining([expect.stringMatching(/^about-page-/)]));
    expect(preloads(landing)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^content-pages-/)]));
    expect(landing).toMatch(
      /rel="stylesheet" crossorigin href="\/xtmk\/apph5\/assets\/about-page-[^"]+\.css"/,
    );
    // A deep link: its page, through its domain's rows and page loader (one chunk,
    // deploy/build/chunk-groups.ts), and never the landing page.
    const detail = await html('phone/productDetail');
    expect(preloads(detail)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^product-detail-page-/),
        expect.stringMatching(/^product-routes-/),
      ]),
    );
    expect(preloads(detail).some((file) => /^(about-page|content-pages)-/.test(file))).toBe(false);
    // Paths outside /phone/ and below it have theirs too.
    expect(preloads(await html('app/skip'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^app-deep-link-page-/)]),
    );
    expect(preloads(await html('phone/position/familyTrust'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^family-trust-holding-page-/)]),
    );
    // An unknown path gets the plain index.html (the app sends it to the landing page).
    const unknown = await html('phone/noSuchPage');
    expect(preloads(unknown).some((file) => /-page-/.test(file))).toBe(false);
    expect(unknown.length).toBeLessThan(landing.length);
  });

  it('sends the document policies on documents and workers, not on every script and stylesheet', async () => {
    const headersOf = async (url: string) => (await fetch(url)).headers;
    const assets = await builtAssets();
    const script = assets.find((asset) => /^assets\/index-.+\.js$/.test(asset));
    const style = assets.find((asset) => asset.endsWith('.css'));
    const worker = readdirSync(path.join(REPO_ROOT, 'dist/assets')).find((file) =>
      /worker.*\.js$/.test(file),
    );
    expect([script, style, worker]).not.toContain(undefined);
    for (const asset of [script, style]) {
      const headers = await headersOf(`${appUrl}/${asset}`);
      // ~1 KB of headers nothing reads on a subresource, sent once per chunk.
      expect(headers.get('content-security-policy'), asset).toBeNull();
      expect(headers.get('permissions-policy'), asset).toBeNull();
      expect(headers.get('x-content-type-options'), asset).toBe('nosniff');
      expect(headers.get('referrer-policy'), asset).toBe('strict-origin');
    }
    // A worker's CSP comes from its own script's response.
    expect((await headersOf(`${appUrl}/assets/${worker}`)).get('content-security-policy')).toContain(
      "script-src 'self'",
    );
    for (const page of ['phone/about', 'phone/productDetail', 'phone/noSuchPage']) {
      const headers = await headersOf(`${appUrl}/${page}`);
      expect(headers.get('content-security-policy'), page).toContain("script-src 'self'");
      expect(headers.get('permissions-policy'), page).toContain('camera=(self)');
    }
  });

  it('sends assets precompressed at gzip -9 (the .gz the build wrote), not compressed per request', async () => {
    const [entry] = (await builtAssets()).filter((asset) => /^assets\/index-.+\.js$/.test(asset));
    const response = await fetch(`${appUrl}/${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // A static .gz goes out with its length; per-request gzip would stream without one.
    const written = readFileSync(path.join(REPO_ROOT, 'dist', `${entry}.gz`)).length;
    expect(Number(response.headers.get('content-length'))).toBe(written);
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    for (const missing of ['assets/index-00000000.js', 'assets/gone.css', 'nothing-here.js']) {
      expect((await fetch(`${appUrl}/${missing}`)).status, missing).toBe(404);
    }
  });

  it('sends Referrer-Policy, Permissions-Policy, a Content-Security-Policy and nosniff on every page', async () => {
    const headers = (await fetch(`${appUrl}/phone/about`)).headers;
    expect(headers.get('referrer-policy')).toBe('strict-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    const permissions = headers.get('permissions-policy') ?? '';
    expect(permissions).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(permissions).toMatch(/(^|, )microphone=\(self\)(,|$)/);
    // Everything else it names is off.
    const others = permissions.split(', ').filter((entry) => !/^(camera|microphone)=/.test(entry));
    expect(others.length).toBeGreaterThan(5);
    for (const entry of others) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
    // HSTS only for the TLS deployment: documented in deploy/nginx.conf, not sent over HTTP.
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8')).toMatch(
      /#\s*add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;/,
    );
  });

  it('sets the referrer policy in index.html before any resource it loads', () => {
    const html = readFileSync(path.join(REPO_ROOT, 'dist/index.html'), 'utf8');
    const policyAt = html.search(/<meta name="referrer" content="strict-origin"\s*\/?>/);
    const firstResource = html.search(/<(script|link)\b(?![^>]*href="data:)/);
    expect(policyAt).toBeGreaterThan(0);
    expect(policyAt).toBeLessThan(firstResource);
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

  it('allows each inline script of the HTML by its hash, never by unsafe-inline, and the viewport allows zoom', async () => {
    const html = readFileSync(path.join(REPO_ROOT, 'dist/index.html'), 'utf8');
    const csp = (await fetch(`${appUrl}/phone/about`)).headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|data:/);
    // The floor check and the loader that picks the modern or the legacy build (docs/supported-engines.md).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, code] of inline)
      expect(scriptSrc).toContain(
        `'sha256-${createHash('sha256')
          .update(code ?? '')
          .digest('base64')}'`,
      );
    expect(html).toMatch(/name="viewport"/);
    expect(html).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/);
  });
});

describe('the token in the start URL', () => {
  const TOKEN = 'tok-SECRET-5f3a9c';
  let app: AppSession;
  beforeAll(async () => {
    app = await startApp({ build: 'prod' });
  });
  afterAll(() => app?.close());

  /**
   * Opens a start URL with ?xtoken= and records every request of the start-up until the network
   * is idle: its URL and its Referer. `stripHeader` serves the document without nginx's
   * Referrer-Policy, so only index.html's own policy protects the first requests.
   */
  async function startUp(route: string, stripHeader: boolean, userAgent?: string) {
    const { page, errors } = await app.newPage({ fresh: true, ...(userAgent ? { userAgent } : {}) });
    if (stripHeader) {
      await page.route(`${app.appUrl}/phone/**`, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['referrer-policy'];
        await route.fulfill({ response, headers });
      });
    }
    // Header problems (e.g. an unknown Permissions-Policy feature) reach only the browser's log.
    const browserLog: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Log.entryAdded', ({ entry }) => void browserLog.push(`${entry.level}: ${entry.text}`));
    await cdp.send('Log.enable');
    const seen: { url: string; referer: string }[] = [];
    const pending: Promise<void>[] = [];
    const onRequest = (request: Request) => {
      pending.push(
        request
          .allHeaders()
          .then((headers) => void seen.push({ url: request.url(), referer: headers.referer ?? '' })),
      );
    };
    page.on('request', onRequest);
    await page.goto(app.url(`${route}${route.includes('?') ? '&' : '?'}xtoken=${TOKEN}`), {
      waitUntil: 'networkidle',
    });
    // Stop looking before the page closes: a request started later would read its headers from a
    // closed page (an unhandled rejection that fails the run).
    page.off('request', onRequest);
    await Promise.all(pending);
    const address = page.url();
    await page.close();
    return { seen, address, errors: [...errors.list, ...browserLog] };
  }

  // The mini-program reads the token (and is then logged in, so bankCardList calls the API); a
  // plain browser does not read it, and start-up removes it from the address all the same.
  it.each([
    ['/phone/about', false, 'mini-program'],
    ['/phone/bankCardList', false, 'mini-program'],
    ['/phone/bankCardList?from=app', true, 'mini-program'],
    ['/phone/about', true, 'plain browser'],
    ['/phone/bankCardList', false, 'plain browser'],
  ])(
    '%s (nginx header stripped: %s, %s): no request after the document carries it',
    async (route, strip, who) => {
      const { seen, address } = await startUp(
        route,
        strip,
        who === 'mini-program' ? UA.miniProgramIOS : undefined,
      );
      const [document, ...rest] = seen;
      expect(document?.url).toContain(TOKEN); // the start URL itself, as the container opened it
      expect(rest.length).toBeGreaterThan(3); // scripts, style, runtime chunks, the API
      const leaks = rest.filter((r) => r.url.includes(TOKEN) || r.referer.includes(TOKEN));
      expect(leaks).toEqual([]);
      for (const { referer } of rest) expect(referer === '' || referer === `${app.origin}/`).toBe(true);
      expect(address).not.toContain(TOKEN);
    },
  );

  it('Chromium accepts the whole Permissions-Policy (no unrecognised feature logged)', async () => {
    const { errors } = await startUp('/phone/about', false);
    expect(errors.filter((e) => /Permissions-Policy/i.test(e))).toEqual([]);
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
    // /phone/about's own chunk: the landing page (a placeholder before it was built).
    const aboutChunk = /\/assets\/(about-page|placeholder-page)-[^/]+\.js$/;
    await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${appUrl}/phone/about`);
    const retry = page.getByRole('button', { name: '重试' });
    await retry.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').innerText()).toContain('页面加载失败');
    expect(documentLoads).toBe(2);

    // The chunk is back (or the network is): retry recovers.
    await page.unroute(aboutChunk);
    errors.clear();
    await retry.click();
    await page.waitForFunction(() => document.title === '关于我们');
    expect(errors.list).toEqual([]);
  });
});
