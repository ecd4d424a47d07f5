import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeDefFor, routeTable } from '../../src/app/routing/route-table';
import { launchBrowser, type ConsoleErrors, type RunningBrowser } from './support/browser';
import type { Page } from 'playwright-core';

const appUrl = inject('appUrl');

describe('every route of the route table', () => {
  let browser: RunningBrowser;
  let page: Page;
  let errors: ConsoleErrors;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors } = await browser.newPage());
  });
  afterAll(() => browser?.close());

  it(`loads all ${routeTable.length} routes with their Chinese title and no console error`, async () => {
    const failures: string[] = [];
    const redirects: string[] = [];
    for (const def of routeTable) {
      errors.clear();
      await page.goto(`${appUrl}/${def.path}`, { waitUntil: 'load' });
      try {
        await page.waitForFunction((title) => document.title === title, def.title, { timeout: 10_000 });
        // Never a blank screen: the page rendered some text.
        await page.waitForFunction(
          () => (document.getElementById('root')?.innerText.trim() ?? '') !== '',
          null,
          {
            timeout: 5_000,
          },
        );
      } catch {
        // A page may send the user elsewhere by design (a step opened without its context, such
        // as an SMS step without its ticket); it must land on a route of the table with its title.
        const landed = routeDefFor(new URL(page.url()).pathname.replace('/xtmk/apph5', ''));
        if (landed && landed !== def && (await page.title()) === landed.title) {
          redirects.push(`${def.path} → ${landed.path}`);
        } else {
          failures.push(`${def.path}: title "${await page.title()}", expected "${def.title}"`);
        }
      }
      if (errors.list.length > 0) failures.push(`${def.path}: ${errors.list.join(' | ')}`);
    }
    if (redirects.length > 0)
      console.info(`routes that redirect when opened directly: ${redirects.join(', ')}`);
    expect(failures).toEqual([]);
    expect(redirects.length).toBeLessThan(10);
  });

  it('sends unknown paths to /phone/about', async () => {
    for (const unknown of ['/phone/noSuchPage', '/phone/about/extra', '/somewhere/else', '/']) {
      errors.clear();
      await page.goto(`${appUrl}${unknown}`);
      await page.waitForFunction(() => document.title === '关于我们');
      expect(new URL(page.url()).pathname, unknown).toBe('/xtmk/apph5/phone/about');
      expect(errors.list).toEqual([]);
    }
  });
});
