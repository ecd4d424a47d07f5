import { describe, it, type ExpectStatic } from 'vitest';
import { wrongShapesOf } from '@mocks/scenarios/wrong-shapes';
import { HOSTILE_VECTORS } from '@/page-kit/safe-html/testing/hostile-vectors';
import {
  gatewayFailure,
  markupFailure,
  ok,
  UNBIND_REFUSAL,
  VALID_DATA,
  withMarkup,
  type Answer,
} from './answers';
import type { ReadCase, RouteRow } from './row-types';
import { problemsOn, settle } from './inspect';
import { ROUTE_ROWS } from './routes';
import { suiteTesters, type Tester } from './testers';

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

/**
 * The production build against a hostile backend, route by route (the table in
 * hostile/routes.ts): markup in every server text, wrong types in every answer a page reads,
 * and HTTP failures with English status texts. Every case must end with 0 scripts run, 0 dialogs,
 * 0 requests to hostile origins, no server markup live, no "undefined"/"NaN"/English on screen and
 * no error page. Bursts: hostile-writes.e2e.ts; the token in each row's start URL: the route sweep
 * (sweep/route-sweep-suite.ts), which opens every row's address with one.
 *
 * The table is cut into two halves of about as many cases (hostile-1/-2.e2e.ts, one per e2e
 * worker). The cases run a few at once, each on a page of its own with its own stub and watch
 * (hostile/page-pool.ts), and a page is checked once it is quiet (hostile/quiet.ts), not after a
 * fixed wait: a 502 is checked after the read's last retry, as the investor would see it.
 */
export function defineHostileSuite(half: 0 | 1): void {
  const rows = hostileHalves()[half];

  const testers = suiteTesters();

  function fresh({ stub, watch }: Tester, row: RouteRow) {
    stub.reset();
    row.given?.(stub);
    watch.dialogs.length = 0;
    watch.hostileRequests.length = 0;
    watch.uncaught.length = 0;
  }

  async function expectHeld({ page, watch }: Tester, expect: ExpectStatic, step: string) {
    await settle(page);
    expect(await problemsOn(page, watch), step).toEqual([]);
  }

  describe('hostile answers', () => {
    describe.concurrent.each(rows)('on $route', (row) => {
      it('markup in every server text stays text', ({ expect }) =>
        testers.use(async (tester) => {
          const { page, stub, ctx } = tester;
          fresh(tester, row);
          for (const call of row.markupCalls) stub.data(call, (data) => withMarkup(call, data));
          const refusal = row.markupRefusal;
          if (refusal) stub.answer(refusal.call, refusal.answer(withMarkup(refusal.call, UNBIND_REFUSAL)));
          await row.open(ctx);
          await expectHeld(tester, expect, 'opened');
          if (row.markupCalls.length > 0) {
            // Proof that the markup arrived, well-typed, and shows as the characters the server sent.
            const text = await page.evaluate(() => document.body.innerText);
            expect(HOSTILE_VECTORS.some((vector) => text.includes(vector))).toBe(true);
          }
          for (const [index, reveal] of (row.reveal ?? []).entries()) {
            await reveal(ctx);
            await expectHeld(tester, expect, `reveal ${index + 1}`);
          }
        }));

      describe.each(row.reads.map((read, index) => ({ read, label: `${read.call} #${index + 1}` })))(
        'answer $label',
        ({ read }) => {
          it.for(spoiled(read))(
            '$name: a clear message, never a crash or garbage',
            ({ answer }, { expect }) =>
              testers.use(async (tester) => {
                fresh(tester, row);
                tester.stub.answer(read.call, answer);
                await (read.show ?? row.open)(tester.ctx);
                await expectHeld(tester, expect, 'shown');
              }),
          );
        },
      );
    });
  });
}

/** A row's cases: its markup case and every spoiled answer of each read. */
const casesOf = (row: RouteRow) => 1 + row.reads.reduce((sum, read) => sum + spoiled(read).length, 0);

/** The rows in table order, each to the half with fewer cases so far. */
function hostileHalves(): [RouteRow[], RouteRow[]] {
  const halves: [RouteRow[], RouteRow[]] = [[], []];
  const cases = [0, 0];
  for (const row of ROUTE_ROWS) {
    const lighter = (cases[0] ?? 0) <= (cases[1] ?? 0) ? 0 : 1;
    halves[lighter].push(row);
    cases[lighter] = (cases[lighter] ?? 0) + casesOf(row);
  }
  return halves;
}
