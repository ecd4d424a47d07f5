import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppSession } from './support/app-session';
import { REPO_ROOT } from './support/nginx';

const BEACON_PATH = '/xtmk/apph5/stats/beacon';

interface Beacon {
  event: string;
  path: string;
  title: string;
  channel: number;
  from?: string;
}

describe('analytics beacons', () => {
  let app: AppSession;
  let page: Page;
  const beacons: Beacon[] = [];

  let beaconDist: string;

  beforeAll(async () => {
    // A production build with a beacon endpoint configured (the default build has none: tracking
    // off), outside the repository so no tool picks it up; modern chunks only (MODERN_ONLY=1):
    // the beacons are the same code in both.
    beaconDist = await mkdtemp(path.join(tmpdir(), 'trust-h5-dist-beacon-'));
    await chmod(beaconDist, 0o755); // nginx's workers run as an unprivileged user when started by root
    execFileSync(
      path.join(REPO_ROOT, 'node_modules/.bin/vite'),
      ['build', '--outDir', beaconDist, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
        env: { ...process.env, VITE_BEACON_URL: BEACON_PATH, MODERN_ONLY: '1' },
      },
    );
    // No API behind it (answers 502): the pages show their failure states; only the beacons matter.
    app = await startApp({ build: { distDir: beaconDist }, prism: false });
    ({ page } = await app.newPage());
    // The collector: answers every beacon and records it.
    await page.route(`**${BEACON_PATH}`, (route) => route.fulfill({ status: 204 }));
    page.on('request', (request: Request) => {
      if (request.url().endsWith(BEACON_PATH)) beacons.push(JSON.parse(request.postData() ?? '{}') as Beacon);
    });
  });
  afterAll(async () => {
    await app?.close();
    if (beaconDist) await rm(beaconDist, { recursive: true, force: true });
  });

  it('sends page-load, a view per navigation and page-leave, with the agent as channel', async () => {
    await page.goto(app.url('/phone/about'));
    await page.waitForFunction(() => document.title === '关于我们');
    await page.locator('a[href*="/phone/help"]').first().click();
    await page.waitForFunction(() => document.title === '帮助中心');
    // Leaving: the tab goes to the background (an app switch in a WebView fires the same event).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => beacons.map((b) => b.event)).toEqual(['page-load', 'page-view', 'page-leave']);
    expect(beacons[0]).toMatchObject({ path: '/phone/about', title: '关于我们', channel: 6 });
    expect(beacons[1]).toMatchObject({
      event: 'page-view',
      path: '/phone/help',
      title: '帮助中心',
      from: '/phone/about',
      channel: 6,
    });
    expect(beacons[2]).toMatchObject({ event: 'page-leave', path: '/phone/help' });
  });
});
