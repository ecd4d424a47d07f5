import type { Locator } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import { problemsOn, settle } from './hostile/inspect';
import { BURST_ROWS, ROUTE_ROWS } from './hostile/routes';
import { suiteTesters } from './hostile/testers';

/**
 * One request per write, against a hostile backend: every write of every route in the hostile
 * table (hostile/routes.ts), hit by bursts of 10 taps in one task (no render between them), sends
 * exactly one request; the page stays clean. Production build, answers crafted by the stub; a few
 * writes at once, each on a page of the pool (hostile/page-pool.ts).
 */
const testers = suiteTesters();

/**
 * How long a page that has settled after a burst is still watched for a second request: a write
 * queued behind the first (a deferred handler, a debounce) would go out within it.
 */
const REPEAT_WINDOW_MS = 500;
/** How long the first request of a burst may take to leave: a ceiling only a lost write reaches. */
const FIRST_REQUEST_MS = 10_000;

/** Ten clicks dispatched in one task, as a bouncing finger or a stuck key would. */
async function burst(control: Locator) {
  await control.waitFor();
  await control.evaluate((element) => {
    for (let i = 0; i < 10; i += 1) (element as HTMLElement).click();
  });
}

const writes = [...ROUTE_ROWS, ...BURST_ROWS].flatMap((row) =>
  row.writes.map((write) => ({ row, write, label: `${row.route}: ${write.name}` })),
);

type Write = (typeof writes)[number];

async function burstOnce({ row, write }: Write, expect: ExpectStatic) {
  await testers.use(async ({ page, watch, stub, ctx }) => {
    stub.reset();
    row.given?.(stub);
    watch.dialogs.length = 0;
    watch.uncaught.length = 0;
    await write.arrange(ctx);
    const before = stub.count(write.call);
    for (const control of write.bursts) await burst(control(ctx));
    await settle(page);
    // A write that follows local work (an image encoded, a toast closed) may leave after the
    // page looked settled: wait for the first one, then watch for a second.
    await expect
      .poll(() => stub.count(write.call) - before, { timeout: FIRST_REQUEST_MS })
      .toBeGreaterThan(0)
      .catch(() => undefined); // a missing write is the exact count's failure below
    await page.waitForTimeout(REPEAT_WINDOW_MS);
    expect(stub.count(write.call) - before).toBe(1);
    // Nor a second confirm dialog queued behind the first by the burst: the one dialog closes
    // (its animation takes a while on a busy machine), a second one would stay.
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    expect(await problemsOn(page, watch)).toEqual([]);
  });
}

// Each write on a page of the pool, a few at once (each page has its own stub, so counts cannot
// mix); a write marked `alone` (the signature pad: it failed whenever two other rows ran beside
// it, 3 of 3, and passed alone) runs after the others, by itself.
describe.concurrent('bursts on every write', () => {
  it.for(writes.filter(({ write }) => !write.alone))(
    '$label → one $write.call request per burst of 10',
    (write, { expect }) => burstOnce(write, expect),
  );
});

describe('bursts on the writes that run alone', () => {
  it.for(writes.filter(({ write }) => write.alone))(
    '$label → one $write.call request per burst of 10',
    (write, { expect }) => burstOnce(write, expect),
  );
});
