import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongShapesOf } from '../../mocks/scenarios/wrong-shapes';
import { DEFAULT_APP_UA_MARKER } from '../../src/env/env-config';
import { ownAppUa, UA } from '../../src/env/user-agents.fixture';
import { HOSTILE_VECTORS } from '../../src/widgets/safe-html/testing/hostile-vectors';
import {
  gatewayFailure,
  markupFailure,
  ok,
  UNBIND_REFUSAL,
  VALID_DATA,
  withMarkup,
  type Answer,
} from './hostile/answers';
import { ApiStub } from './hostile/api-stub';
import type { Ctx, ReadCase, RouteRow } from './hostile/bank-card-rows';
import { problemsOn, settle, watchPage, type PageWatch } from './hostile/inspect';
import { ROUTE_ROWS } from './hostile/routes';
import { startApp, type AppSession } from './support/app-session';

/**
 * Issue 17 §6: the production build against a hostile backend, route by route (the table in
 * hostile/routes.ts): markup in every server text, wrong types in every answer a page reads,
 * HTTP failures with English status texts, and the token across a whole start-up. Every case
 * must end with 0 scripts run, 0 dialogs, 0 requests to hostile origins, no server markup live,
 * no "undefined"/"NaN"/English on screen and no error page. Bursts: hostile-writes.e2e.ts.
 */
let app: AppSession;
let page: Page;
let watch: PageWatch;
const stub = new ApiStub();
const ctx = (): Ctx => ({ page, stub, url: (route) => app.url(route) });

beforeAll(async () => {
  app = await startApp({ build: 'prod' });
  // The own app with a session: routes that need login open, and the title bar is shown.
  const marker = process.env.VITE_APP_UA_MARKER || DEFAULT_APP_UA_MARKER;
  ({ page } = await app.newPage({
    userAgent: ownAppUa(marker, { agent: 'agent1', token: 'hostile-session' }),
  }));
  watch = await watchPage(page);
  await stub.install(page);
});
afterAll(() => app?.close());

function fresh(row: RouteRow) {
  stub.reset();
  row.given?.(stub);
  watch.dialogs.length = 0;
  watch.hostileRequests.length = 0;
  watch.uncaught.length = 0;
}

async function expectHeld(step: string) {
  await settle(page);
  expect(await problemsOn(page, watch), step).toEqual([]);
}

/** Every way one read can go wrong: wrong types, no data, HTTP failures, markup in messages. */
function spoiled(read: ReadCase): { name: string; answer: (request: Record<string, string>) => Answer }[] {
  const wrap = read.failureData?.answer ?? ok;
  const base = (request: Record<string, string>) =>
    read.failureData?.data ?? VALID_DATA[read.call]?.(request);
  const shapes = wrongShapesOf(base({ provinceCode: '', cityCode: '' })).map(({ shape }) => ({
    name: shape,
    answer: (request: Record<string, string>) =>
      wrap(wrongShapesOf(base(request)).find((s) => s.shape === shape)?.data),
  }));
  return [
    ...shapes,
    { name: 'no data', answer: () => wrap(undefined) },
    { name: 'data null', answer: () => wrap(null) },
    {
      name: 'HTTP 500, English status, text body',
      answer: () => ({ status: 500, body: 'Internal Server Error' }),
    },
    {
      name: 'HTTP 502, HTML body',
      answer: () => ({ status: 502, body: '<html><h1>502 Bad Gateway</h1></html>' }),
    },
    {
      name: 'HTTP 500 with a Chinese envelope',
      answer: () => ({ status: 500, body: gatewayFailure('99999999', '系统维护中，请稍后再试').body }),
    },
    { name: 'business failure, markup message', answer: () => markupFailure(0) },
    {
      name: 'gateway failure, markup message',
      answer: () => gatewayFailure('99990002', HOSTILE_VECTORS[8] ?? ''),
    },
  ];
}

describe.each(ROUTE_ROWS)('hostile answers on $route', (row) => {
  it('markup in every server text stays text', async () => {
    fresh(row);
    for (const call of row.markupCalls) stub.data(call, (data) => withMarkup(call, data));
    const refusal = row.markupRefusal;
    if (refusal) stub.answer(refusal.call, refusal.answer(withMarkup(refusal.call, UNBIND_REFUSAL)));
    await row.open(ctx());
    await expectHeld('opened');
    if (row.markupCalls.length > 0) {
      // Proof that the markup arrived, well-typed, and shows as the characters the server sent.
      const text = await page.evaluate(() => document.body.innerText);
      expect(HOSTILE_VECTORS.some((vector) => text.includes(vector))).toBe(true);
    }
    for (const [index, reveal] of (row.reveal ?? []).entries()) {
      await reveal(ctx());
      await expectHeld(`reveal ${index + 1}`);
    }
  });

  describe.each(row.reads.map((read, index) => ({ read, label: `${read.call} #${index + 1}` })))(
    'answer $label',
    ({ read }) => {
      it.each(spoiled(read))('$name: a clear message, never a crash or garbage', async ({ answer }) => {
        fresh(row);
        stub.answer(read.call, answer);
        await (read.show ?? row.open)(ctx());
        await expectHeld('shown');
      });
    },
  );

  it('the token in the start URL reaches no request after the document', async () => {
    const token = 'hostile-token-7c1e';
    const { page: tokenPage } = await app.newPage({ fresh: true, userAgent: UA.miniProgramIOS });
    const tokenStub = new ApiStub();
    row.given?.(tokenStub);
    await tokenStub.install(tokenPage);
    const requests: { url: string; referer: string }[] = [];
    const pending: Promise<void>[] = [];
    tokenPage.on('request', (request) =>
      pending.push(
        request
          .allHeaders()
          .then((headers) => void requests.push({ url: request.url(), referer: headers.referer ?? '' })),
      ),
    );
    await tokenPage.goto(app.url(`${row.route}?xtoken=${token}`), { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const after = requests.slice(1);
    expect(after.length).toBeGreaterThan(3);
    expect(after.filter((r) => r.url.includes(token) || r.referer.includes(token))).toEqual([]);
    expect(tokenPage.url()).not.toContain(token);
    await tokenPage.close();
  });
});
