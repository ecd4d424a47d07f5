import { gzipSync } from 'node:zlib';
import type { Request } from 'playwright-core';
import type { AppSession } from '../../e2e/support/app-session.ts';

export interface LoadedFile {
  /** Path under the app base, e.g. assets/index-abc123.js. */
  file: string;
  /** Bytes over the wire for the body, as served (gzip when nginx compressed it). */
  bytes: number;
  /** The same body at gzip -9, comparable with a static report of the build. */
  gzip9: number;
}

export interface BrowserLoad {
  scripts: LoadedFile[];
  styles: LoadedFile[];
  /** API calls made by the page while loading (answered by Prism in `npm run size`). */
  apiCalls: string[];
  /** Everything else the page fetched (fonts, images, the service worker …). */
  other: LoadedFile[];
}

/** After the network is idle, wait this long once more for late loads (idle callbacks, timers). */
const SETTLE_MS = 1_500;

/**
 * Opens `route` in a fresh page of the session (a fresh profile: nothing cached) and records
 * every request until the page shows `title` and the network is idle and stays idle: what a
 * first-time visitor downloads.
 */
export async function measureLoad(session: AppSession, route: string, title: string): Promise<BrowserLoad> {
  const { page, errors } = await session.newPage();
  const pending: Promise<void>[] = [];
  const load: BrowserLoad = { scripts: [], styles: [], apiCalls: [], other: [] };
  const base = `${session.appUrl}/`;
  const record = (request: Request) => {
    pending.push(
      Promise.all([request.sizes(), request.response().then((r) => r?.body())]).then(([sizes, body]) => {
        const url = new URL(request.url());
        const file = request.url().startsWith(base) ? request.url().slice(base.length) : request.url();
        if (request.resourceType() === 'document') return;
        if (url.pathname.includes('/services/')) {
          load.apiCalls.push(url.pathname.split('/').pop() ?? url.pathname);
          return;
        }
        const entry = {
          file: file.split('?')[0] ?? file,
          bytes: sizes.responseBodySize,
          gzip9: body ? gzipSync(body, { level: 9 }).length : 0,
        };
        if (/\.m?js$/.test(url.pathname)) load.scripts.push(entry);
        else if (url.pathname.endsWith('.css')) load.styles.push(entry);
        else load.other.push(entry);
      }),
    );
  };
  page.on('requestfinished', record);
  await page.goto(session.url(route), { waitUntil: 'networkidle' });
  try {
    await page.waitForFunction((wanted) => document.title === wanted, title, { timeout: 15_000 });
  } catch {
    throw new Error(`${route}: title "${await page.title()}", expected "${title}"`);
  }
  // Quiet for SETTLE_MS with no new request: nothing lazy is still on its way.
  let seen = -1;
  while (seen !== pending.length) {
    seen = pending.length;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
  }
  await Promise.all(pending);
  await page.close();
  if (errors.list.length > 0) throw new Error(`${route}: ${errors.list.join(' | ')}`);
  const byName = (a: LoadedFile, b: LoadedFile) => a.file.localeCompare(b.file);
  load.scripts.sort(byName);
  load.styles.sort(byName);
  return load;
}

export const totalBytes = (files: LoadedFile[], key: 'bytes' | 'gzip9' = 'bytes') =>
  files.reduce((sum, file) => sum + file[key], 0);
