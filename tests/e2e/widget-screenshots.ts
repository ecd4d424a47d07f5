/**
 * Screenshots of every widget and page-kit block in the dev gallery at 375 × 667 (CSS pixels):
 * docs/screenshots/widget-<id>.png for the spec's widgets, kit-<block>.png and
 * kit-<block>-elderly.png (html[data-elderly], as start-up sets it) for the page kit.
 *
 *   npm run screenshots:widgets                      # starts `vite --mode msw` itself
 *   GALLERY_URL=http://…/xtmk/apph5/dev/gallery npm run screenshots:widgets   # an already served gallery
 *
 * The widget list is read from the gallery's own index (no second list to keep in step); a few
 * widgets get a short interaction first so the picture shows their interesting state.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type ConsoleErrors } from './support/browser.ts';
import { freePort, waitForHttp } from './support/free-port.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const OUT_DIR = path.join(ROOT, 'docs/screenshots');
const SETTLE_MS = 700; // popup enter animations are 300 ms; debounced searches 300 ms

/** Per widget: what to do before the picture (the gallery has already opened it). */
const PREPARE: Record<string, (page: Page) => Promise<void>> = {
  'region-popup': async (page) => {
    await page.getByRole('button', { name: '中国', exact: true }).click();
    await page.getByRole('button', { name: '广东省' }).click();
    await page.getByRole('button', { name: '深圳市' }).click();
  },
  'country-search-dialog': async (page) => {
    await page.getByPlaceholder('请输入国籍关键字').fill('亚');
    await page.waitForTimeout(SETTLE_MS);
    await page.getByRole('list', { name: '国家列表' }).getByRole('button').nth(1).click();
  },
  'region-picker': async (page) => {
    await page.getByRole('button', { name: '广东省' }).click();
    await page.getByRole('button', { name: '深圳市' }).click();
    await page.getByRole('list').getByRole('button').nth(1).click();
  },
  'bank-picker': async (page) => {
    await page.getByPlaceholder('请输入要查找的银行').fill('中国');
  },
  'phone-input': async (page) => {
    await page.getByRole('textbox', { name: '手机号' }).first().pressSequentially('13912345678');
    // Leave the invalid number's field so its error shows.
    await page.getByRole('textbox', { name: '手机号' }).nth(2).focus();
    await page.getByRole('textbox', { name: '手机号' }).nth(2).blur();
  },
  'confirm-dialog': async () => {},
  // pdf.js and the sample contract load on demand: picture the first rendered page.
  'kit-document-viewer': async (page) => {
    await page.locator('canvas').first().waitFor({ timeout: 30_000 });
  },
};

async function startDevServer(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const vite: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['--mode', 'msw', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  const url = `http://127.0.0.1:${port}/xtmk/apph5/src/dev/gallery/gallery.html`;
  await waitForHttp(url);
  return { url, stop: () => vite.kill() };
}

/** The picture's file: widgets keep their old names; kit blocks (ids "kit-…") get kit-*.png. */
const fileOf = (id: string, elderly: boolean) =>
  `${id.startsWith('kit-') ? id : `widget-${id}`}${elderly ? '-elderly' : ''}.png`;

/** One picture; returns what the page logged as errors meanwhile. */
async function shoot(
  page: Page,
  errors: ConsoleErrors,
  galleryUrl: string,
  id: string,
  elderly = false,
): Promise<string[]> {
  errors.clear();
  await page.goto(`${galleryUrl}?w=${id}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-gallery-ready]');
  if (elderly) await page.evaluate(() => document.documentElement.setAttribute('data-elderly', ''));
  await page.waitForTimeout(SETTLE_MS);
  await PREPARE[id]?.(page);
  await page.waitForTimeout(SETTLE_MS);
  await page.screenshot({ path: path.join(OUT_DIR, fileOf(id, elderly)), scale: 'css' });
  // Chromium's background update check of the MSW worker script can fail against the dev
  // server; the registered worker keeps serving, so that one message is not a widget problem.
  return errors.list.filter((e) => !e.includes('Failed to update a ServiceWorker'));
}

async function main() {
  const server = process.env.GALLERY_URL ? undefined : await startDevServer();
  const galleryUrl = process.env.GALLERY_URL ?? server!.url;
  const browser = await launchBrowser();
  const problems: string[] = [];
  try {
    await mkdir(OUT_DIR, { recursive: true });
    const { page, errors } = await browser.newPage();
    await page.goto(galleryUrl, { waitUntil: 'networkidle' });
    // evaluateAll does not wait: read the index only once the gallery has rendered it.
    await page.waitForSelector('[data-gallery-ready]');
    const ids = await page
      .getByRole('navigation', { name: '组件目录' })
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('w') ?? ''),
      );
    // A fresh dev server optimises dependencies on first use and may reload the page mid-way:
    // visit every widget once before taking any picture.
    for (const id of ids.filter(Boolean))
      await page.goto(`${galleryUrl}?w=${id}`, { waitUntil: 'networkidle' });
    const shots = ids.filter(Boolean).flatMap((id) =>
      id.startsWith('kit-')
        ? [
            { id, elderly: false },
            { id, elderly: true },
          ]
        : [{ id, elderly: false }],
    );
    for (const { id, elderly } of shots) {
      // Other work in the same tree (say `npm run gen`) can break a dev-server page for a moment:
      // a widget whose page logged errors is taken again, up to three times.
      let logged: string[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        logged = await shoot(page, errors, galleryUrl, id, elderly);
        if (logged.length === 0) break;
      }
      console.log(
        `docs/screenshots/${fileOf(id, elderly)}${logged.length ? `  (console: ${logged.join(' | ')})` : ''}`,
      );
      if (logged.length) problems.push(`${fileOf(id, elderly)}: ${logged.join(' | ')}`);
    }
  } finally {
    await browser.close();
    server?.stop();
  }
  if (problems.length) {
    console.error(`\n${problems.length} widget(s) logged errors:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
