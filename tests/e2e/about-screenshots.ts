/**
 * Screenshots of /phone/about at 375 × 667 (CSS pixels, device pixel ratio 2) in normal and in
 * elderly mode, from the production build served by nginx with deploy/nginx.conf, into
 * docs/screenshots/about-normal.png and about-elderly.png.
 *
 *   npm run screenshots            # builds dist/ first when it is missing
 *
 * Elderly mode is switched on the way the own app does it: its user agent carries the app
 * marker and elderly_switch_1 (spec section 4).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ownAppUa } from '../../src/env/user-agents.fixture.ts';
import { launchBrowser, setUserAgent } from './support/browser.ts';
import { REPO_ROOT, startNginx } from './support/nginx.ts';

const OUT_DIR = path.join(REPO_ROOT, 'docs/screenshots');
/** The default own-app marker (VITE_APP_UA_MARKER unset in the production build). */
const APP_MARKER = process.env.VITE_APP_UA_MARKER || 'xtapp';

if (!existsSync(path.join(REPO_ROOT, 'dist/index.html'))) {
  execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}
await mkdir(OUT_DIR, { recursive: true });
const nginx = await startNginx({ distDir: 'dist' });
const browser = await launchBrowser();
try {
  for (const [name, userAgent] of [
    ['about-normal', undefined],
    ['about-elderly', ownAppUa(APP_MARKER, { agent: 'agent1', elderly: true })],
  ] as const) {
    const { page, errors } = await browser.newPage();
    if (userAgent) await setUserAgent(page, userAgent);
    await page.goto(`${nginx.origin}/xtmk/apph5/phone/about`);
    await page.waitForFunction(() => document.title === '关于我们');
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(OUT_DIR, `${name}.png`);
    await page.screenshot({ path: file });
    if (errors.list.length > 0) throw new Error(`${name}: ${errors.list.join(' | ')}`);
    console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await nginx.stop();
}
