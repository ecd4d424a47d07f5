/**
 * Screenshots of /phone/about at 375 × 667 (CSS pixels, device pixel ratio 2) in normal and in
 * elderly mode, from the production build served by nginx with deploy/nginx.conf, into
 * docs/screenshots/about-normal.png and about-elderly.png.
 *
 *   npm run screenshots            # builds dist/ first when it is missing or stale
 *
 * Elderly mode is switched on the way the own app does it: its user agent carries the app
 * marker and elderly_switch_1 (spec section 4).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startApp } from './support/app-session.ts';
import { REPO_ROOT } from './support/nginx.ts';

const OUT_DIR = path.join(REPO_ROOT, 'docs/screenshots');

await mkdir(OUT_DIR, { recursive: true });
// The placeholder page calls no API: no Prism needed.
const app = await startApp({ build: 'prod', prism: false });
try {
  for (const [name, elderly] of [
    ['about-normal', false],
    ['about-elderly', true],
  ] as const) {
    const { page, errors } = await app.newPage({ elderly });
    await page.goto(app.url('/phone/about'));
    await page.waitForFunction(() => document.title === '关于我们');
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(OUT_DIR, `${name}.png`);
    await page.screenshot({ path: file });
    if (errors.list.length > 0) throw new Error(`${name}: ${errors.list.join(' | ')}`);
    console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
    await page.close();
  }
} finally {
  await app.close();
}
