import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_UA_MARKER } from '../../src/env/env-config';
import { ownAppUa } from '../../src/env/user-agents.fixture';
import { ApiStub } from './hostile/api-stub';
import type { Ctx } from './hostile/bank-card-rows';
import { problemsOn, settle, watchPage, type PageWatch } from './hostile/inspect';
import { ROUTE_ROWS } from './hostile/routes';
import { startApp, type AppSession } from './support/app-session';

/**
 * Issue 17 §4 and §6: every write of every route in the hostile table (hostile/routes.ts), hit
 * by bursts of 10 taps in one task (no render between them), sends exactly one request; the page
 * stays clean. Production build, answers crafted by the stub.
 */
let app: AppSession;
let page: Page;
let watch: PageWatch;
const stub = new ApiStub();
const ctx = (): Ctx => ({ page, stub, url: (route) => app.url(route) });

beforeAll(async () => {
  app = await startApp({ build: 'prod' });
  const marker = process.env.VITE_APP_UA_MARKER || DEFAULT_APP_UA_MARKER;
  ({ page } = await app.newPage({
    userAgent: ownAppUa(marker, { agent: 'agent1', token: 'hostile-session' }),
  }));
  watch = await watchPage(page);
  await stub.install(page);
});
afterAll(() => app?.close());

/** Ten clicks dispatched in one task, as a bouncing finger or a stuck key would. */
async function burst(control: Locator) {
  await control.waitFor();
  await control.evaluate((element) => {
    for (let i = 0; i < 10; i += 1) (element as HTMLElement).click();
  });
}

const writes = ROUTE_ROWS.flatMap((row) =>
  row.writes.map((write) => ({ row, write, label: `${row.route}: ${write.name}` })),
);

describe('bursts on every write', () => {
  it.each(writes)('$label → one $write.call request per burst of 10', async ({ row, write }) => {
    stub.reset();
    row.given?.(stub);
    watch.dialogs.length = 0;
    watch.uncaught.length = 0;
    await write.arrange(ctx());
    const before = stub.count(write.call);
    for (const control of write.bursts) await burst(control(ctx()));
    await settle(page);
    await page.waitForTimeout(500); // anything queued behind the first request would be out by now
    expect(stub.count(write.call) - before).toBe(1);
    // Nor a second confirm dialog queued behind the first by the burst.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await problemsOn(page, watch)).toEqual([]);
  });
});
