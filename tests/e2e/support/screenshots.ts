import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './nginx.ts';
import { untilSettled } from './settled.ts';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'docs/screenshots');

/**
 * Journeys may take pictures for the docs, but only when asked: `npm run screenshots` sets
 * E2E_SCREENSHOTS=1. The test run (`npm run test:e2e`, `npm run verify`) writes nothing into
 * the repository: fonts differ between machines, so every run would rewrite tracked files.
 */
export const screenshotsWanted = () => process.env.E2E_SCREENSHOTS === '1';

/**
 * `shot('01-list')` writes docs/screenshots/<prefix>-01-list.png when screenshots are wanted and
 * does nothing otherwise (no wait either, so the journey's own assertions carry the timing).
 */
export function journeyScreenshots(page: () => Page, prefix: string): (name: string) => Promise<void> {
  return async (name) => {
    if (!screenshotsWanted()) return;
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    // Popups and toasts in place, the page's answers drawn (support/settled.ts).
    await untilSettled(page());
    const file = path.join(SCREENSHOT_DIR, `${prefix}-${name}.png`);
    await page().screenshot({ path: file });
    console.info(`wrote ${path.relative(REPO_ROOT, file)}`);
  };
}
