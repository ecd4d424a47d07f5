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
import { pageOutcomeOf } from './page-outcome';

type Spoiled = { name: string; answer: (request: Record<string, string>) => Answer };

/** The request the spoiled answers are named (and told apart) by: the first level of every picker. */
const SAMPLE_REQUEST: Record<string, string> = { provinceCode: '', cityCode: '' };

/** Every way one read can go wrong: wrong types, no data, HTTP failures, markup in messages. */
function spoiled(read: ReadCase): Spoiled[] {
  const wrap = read.failureData?.answer ?? ok;
  const base = (request: Record<string, string>) =>
    read.failureData?.data ?? VALID_DATA[read.call]?.(request);
  const shapes = wrongShapesOf(base(SAMPLE_REQUEST)).map(({ shape }) => ({
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

/** Spoiled answers that reach the page as one thing, opened once under the first of them. */
interface SpoiledGroup extends Spoiled {
  names: string[];
}

/**
 * A read's spoiled answers grouped by what the page's hook gets from the transport for each
 * (page-outcome.ts): the data, or the error with its kind, codes and message. Most wrong shapes,
 * no data and null data all become the one 数据格式有误 error (the contract's shape check,
 * proven for every call and every shape in tests/contract/answer-shapes.test.ts), so the page
 * shows the same screen for each: Chromium opens it once for the group. A shape the transport
 * lets through reaches the page as data of its own and is opened on its own. HTTP 500 with a text
 * body and with a Chinese envelope differ only in the plain words shown, and are one case too.
 */
async function spoiledGroups(read: ReadCase): Promise<SpoiledGroup[]> {
  const groups = new Map<string, SpoiledGroup>();
  for (const candidate of spoiled(read)) {
    const outcome = await pageOutcomeOf(read.call, candidate.answer(SAMPLE_REQUEST), SAMPLE_REQUEST);
    const group = groups.get(outcome);
    if (group) group.names.push(candidate.name);
    else groups.set(outcome, { ...candidate, names: [candidate.name] });
  }
  return [...groups.values()].map((group) => ({ ...group, name: group.names.join(' = ') }));
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
export async function defineHostileSuite(half: 0 | 1): Promise<void> {
  const groupsOf = new Map<ReadCase, SpoiledGroup[]>();
  for (const row of ROUTE_ROWS) for (const read of row.reads) groupsOf.set(read, await spoiledGroups(read));
  const rows = hostileHalves(
    (row) => 1 + row.reads.reduce((sum, read) => sum + (groupsOf.get(read)?.length ?? 0), 0),
  )[half];

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
          it.for(groupsOf.get(read) ?? [])(
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

/** The rows in table order, each to the half with fewer cases so far (casesOf: a row's markup case and its reads' groups). */
function hostileHalves(casesOf: (row: RouteRow) => number): [RouteRow[], RouteRow[]] {
  const halves: [RouteRow[], RouteRow[]] = [[], []];
  const cases = [0, 0];
  for (const row of ROUTE_ROWS) {
    const lighter = (cases[0] ?? 0) <= (cases[1] ?? 0) ? 0 : 1;
    halves[lighter].push(row);
    cases[lighter] = (cases[lighter] ?? 0) + casesOf(row);
  }
  return halves;
}
