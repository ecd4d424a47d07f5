import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAppUa, UA } from '@tests/support/user-agents';
import type { ConsoleErrors } from './support/browser';
import { startApp, type AppSession } from './support/app-session';
import { auditElderly, formatAudit } from './support/elderly-audit';

/** The production build uses the default own-app marker (VITE_APP_UA_MARKER unset). */
const MARKER = 'xtapp';

let app: AppSession;
beforeAll(async () => {
  app = await startApp({ build: 'prod' });
});
afterAll(() => app?.close());

describe('start-up environment in the browser', () => {
  let page: Page;
  let errors: ConsoleErrors;

  async function open(userAgent: string, path: string, title = '关于我们') {
    ({ page, errors } = await app.newPage({ fresh: true, userAgent }));
    await page.goto(app.url(path));
    await page.waitForFunction((expected) => document.title === expected, title);
  }

  const stored = () =>
    page.evaluate(() => ({
      apptoken: localStorage.getItem('apptoken'),
      agent: localStorage.getItem('agent'),
      appletScene: localStorage.getItem('appletScene'),
      isNormal: localStorage.getItem('isNormal'),
      cookie: document.cookie,
    }));

  it('mini-program: stores the token, agent 5 and scene, and removes the token from the address', async () => {
    await open(UA.miniProgramIOS, '/phone/about?xtoken=tok-mp&appletScene=1007');
    expect(await stored()).toMatchObject({
      apptoken: 'tok-mp',
      agent: '5',
      appletScene: '1007',
      isNormal: 'normal',
    });
    expect((await stored()).cookie).toContain('apptoken=tok-mp');
    expect(new URL(page.url()).search).toBe('?appletScene=1007');
    expect(errors.list).toEqual([]);
    await page.close();
  });

  it('own app with agent7 and the elderly switch: token from the user agent, elderly mode on', async () => {
    const ua = ownAppUa(MARKER, { agent: 'agent7', token: 'tok-app', elderly: true });
    // The landing page, a real page: elderly mode must reach its every text and tap target.
    await open(ua, '/phone/about');
    expect(await stored()).toMatchObject({ apptoken: 'tok-app', agent: '7', isNormal: 'old' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-elderly'))).toBe(true);
    await page.waitForSelector('.adm-list-item, button');
    const audit = await auditElderly(page);
    expect(audit.textsChecked).toBeGreaterThan(5);
    expect(audit.targetsChecked).toBeGreaterThan(2);
    const offenders = audit.smallTexts.length + audit.smallTargets.length;
    expect(offenders ? formatAudit('about (elderly)', audit) : '').toBe('');
    await page.close();
  });

  it('a plain browser: app type, agent 6, normal mode', async () => {
    await open(UA.desktopChrome, '/phone/about?xtoken=not-read');
    expect(await stored()).toMatchObject({ apptoken: null, agent: '6', isNormal: 'normal' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-elderly'))).toBe(false);
    await page.close();
  });
});

describe('layout', () => {
  it('root font 20px at 375px, width/375 × 20px at 400, 414 and 480px; column ≤ 500px centred', async () => {
    const { page } = await app.newPage({ fresh: true });
    const measured: Record<number, number> = {};
    for (const width of [375, 400, 414, 480, 800]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(app.url('/phone/about'));
      await page.waitForFunction(() => document.title === '关于我们');
      measured[width] = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).fontSize),
      );
      if (width === 800) {
        const box = await page.evaluate(() =>
          document.getElementById('root')?.getBoundingClientRect().toJSON(),
        );
        expect(box).toMatchObject({ width: 500, x: 150 });
      }
    }
    expect(measured[375]).toBe(20);
    expect(measured[400]).toBeCloseTo(21.33, 1);
    expect(measured[414]).toBeCloseTo(22.08, 1);
    expect(measured[480]).toBeCloseTo(25.6, 1);
  });
});
