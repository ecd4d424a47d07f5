import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { queryBankCardHeadList } from '@gen/hooks/bank-card/bank-card';
import { selectAreaCity } from '@gen/hooks/common/common';
import { QueryBankCardHeadListResponse } from '@gen/zod/bank-card/bank-card.zod';
import { SelectAreaCityResponse } from '@gen/zod/common/common.zod';
import { API, setupMswServer } from '@tests/support/msw-server';
import { ApiError } from '../api-error';
import type { CallOptions, TransportOutcome } from '../outcome';
import { CATALOGUE, matchingRows } from './catalogue-table';
import {
  APP_LOGIN_CODES,
  httpFailed,
  PICKER_OPERATIONS,
  SESSION_EXPIRED_CODE,
  SILENT_STATUS_CODES,
} from './catalogue-texts';
import { createCatalogueHandler } from './catalogue-handler';
import { installCatalogue } from './install-catalogue';
import { runPending } from './pending-effects';
import { createFakePorts } from './testing/fake-ports';
import {
  FAILURE_REASONS,
  failureCoded,
  ownReason,
  SUCCESS_SAMPLES,
  successWordsProblem,
} from './testing/failure-words-oracle';

/**
 * Property: every outcome the transport can produce is handled by exactly one row, and the
 * handler never throws anything but an ApiError carrying that row, whose message (and toast) is
 * never a success text: the outcome decides the words. CI logs print the case count. Every
 * combination of HTTP status × outer code × inner code through the real transport:
 * catalogue-failure-words.test.ts.
 */
const RUNS = 10_000;
const MSW_RUNS = 300;
const ROW_IDS = new Set(CATALOGUE.map((row) => row.id));
/** Rows whose text never comes from the server. */
const WITHOUT_SERVER_TEXT = new Set(['empty', 'malformed', 'wrong-shape', 'network', 'timeout']);
const counted = { direct: 0, msw: 0, shaped: 0 };

/**
 * For an HTTP 200 success envelope: whether its data fits the call's generated schema (and is
 * there at all: both calls are reads), judged independently of the transport's checker.
 */
function successShape(status: number, text: string, picker: boolean): 'fits' | 'misses' | undefined {
  if (status !== 200) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const envelope = json as { code?: unknown; result?: { statusCode?: unknown; data?: unknown } } | null;
  if (envelope?.code !== '00000000' || envelope.result?.statusCode !== '00000000') return undefined;
  if (typeof envelope.result !== 'object' || envelope.result === null) return undefined;
  const schema = picker ? SelectAreaCityResponse : QueryBankCardHeadListResponse;
  return schema.safeParse(json).success && envelope.result.data != null ? 'fits' : 'misses';
}

const knownCodes = [
  '00000000',
  SESSION_EXPIRED_CODE,
  ...APP_LOGIN_CODES,
  ...SILENT_STATUS_CODES,
  '04040528',
  '04040510',
];
const code = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...knownCodes) },
  { weight: 1, arbitrary: fc.stringMatching(/^\d{8}$/) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);
/** A server message: random, a success text, or a failure reason that contains 成功. */
const text = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...SUCCESS_SAMPLES) },
  { weight: 1, arbitrary: fc.constantFrom(...FAILURE_REASONS) },
);
const msg = fc.option(text, { nil: undefined }).chain((m) => fc.constantFrom(m, null, ''));
const result = fc.option(fc.record({ statusCode: code, msg, data: fc.jsonValue({ maxDepth: 2 }) }), {
  nil: null,
});

const outcome: fc.Arbitrary<TransportOutcome> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('envelope' as const),
      envelope: fc.record({ code, msg, result }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('http' as const),
      status: fc.oneof(fc.constantFrom(401, 404, 500, 502, 503), fc.integer({ min: 100, max: 599 })),
      statusText: fc.string({ maxLength: 20 }),
      envelope: fc.option(fc.record({ code, msg, result }), { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'empty' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('malformed' as const), body: fc.string({ maxLength: 30 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wrong-shape' as const),
      operation: fc.string({ maxLength: 12 }),
      issues: fc.array(fc.record({ path: fc.string(), problem: fc.string() }), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('network' as const), error: fc.anything() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'timeout' as const }) },
);
const operation = fc.oneof(
  fc.constantFrom(...PICKER_OPERATIONS, 'queryBankCardHeadList', 'addBankCard'),
  fc.string(),
);
const options: fc.Arbitrary<CallOptions> = fc.record(
  { label: fc.string({ maxLength: 6 }), silent: fc.boolean() },
  { requiredKeys: [] },
);

afterAll(() =>
  console.log(
    `catalogue property: ${counted.direct} outcomes handled directly, ${counted.msw} through MSW ` +
      `(${counted.shaped} successes checked against the contract)`,
  ),
);

describe('catalogue property', () => {
  it(`handles ${RUNS} arbitrary outcomes, each by exactly one row`, () => {
    fc.assert(
      fc.property(outcome, operation, options, fc.boolean(), (out, op, opts, ownApp) => {
        counted.direct += 1;
        const reading = { outcome: out, operation: op };
        expect(matchingRows(reading)).toHaveLength(1);
        const row = matchingRows(reading)[0]!;
        const fake = createFakePorts({ ownApp });
        const handle = createCatalogueHandler(fake.ports, { wait: () => Promise.resolve() });
        let thrown: unknown;
        try {
          const value = handle(out, { operation: op, options: opts });
          expect(row.behaviour.settle).toBe('resolve-data');
          if (!(value instanceof Promise) && out.kind === 'envelope')
            expect(value).toBe(out.envelope.result?.data);
        } catch (error) {
          thrown = error;
        }
        if (thrown === undefined) return;
        expect(thrown).toBeInstanceOf(ApiError);
        const { message } = thrown as ApiError;
        expect((thrown as ApiError).row).toBe(row.id);
        // The investor never reads a status text: the envelope's message or Chinese with the number.
        if (out.kind === 'http') expect([...failureCoded(out), httpFailed(out.status)]).toContain(message);
        // A failure never shows a success text; a reason of its own is shown as it is.
        expect(successWordsProblem(message, out, opts.label)).toBeUndefined();
        const reason = ownReason(out);
        if (reason !== undefined && !WITHOUT_SERVER_TEXT.has(row.id)) expect(message).toBe(reason);
        runPending(thrown);
        for (const toast of fake.toasts)
          expect(successWordsProblem(toast.message, out, opts.label)).toBeUndefined();
        expect(fake.toasts.length).toBeLessThanOrEqual(1);
        for (const toast of fake.toasts) expect([1000, 2000]).toContain(toast.durationMs);
        if (opts.silent) expect(fake.toasts).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(counted.direct).toBeGreaterThanOrEqual(RUNS);
  }, 120_000);

  describe('through MSW and the generated functions', () => {
    const server = setupMswServer();

    // Successes whose data is near the contract's shape, or far from it.
    const bank = fc.record(
      { bnkName: fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null)) },
      { requiredKeys: [] },
    );
    const area = fc.record(
      {
        provinceName: fc.oneof(fc.string({ maxLength: 6 }), fc.integer()),
        provinceCode: fc.string({ maxLength: 6 }),
      },
      { requiredKeys: [] },
    );
    const nearData = fc.oneof(
      fc.array(fc.oneof({ weight: 4, arbitrary: fc.oneof(bank, area) }, fc.string(), fc.constant(null)), {
        maxLength: 3,
      }),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant(undefined),
    );
    const success = nearData.map((data) =>
      JSON.stringify({
        code: '00000000',
        msg: '成功',
        result: { statusCode: '00000000', msg: '成功', data },
      }),
    );
    const body = fc.oneof(
      { weight: 2, arbitrary: success },
      fc.record({ code, msg, result }).map((e) => JSON.stringify(e)),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 40 }),
      fc.constant(''),
    );
    const status = fc.oneof({ weight: 4, arbitrary: fc.constant(200) }, fc.integer({ min: 200, max: 599 }));

    it(`${MSW_RUNS} arbitrary answers: the call resolves or rejects with an ApiError naming a row`, async () => {
      const fake = createFakePorts();
      const uninstall = installCatalogue(fake.ports, { wait: () => Promise.resolve() });
      try {
        await fc.assert(
          fc.asyncProperty(status, body, fc.boolean(), async (s, text, picker) => {
            counted.msw += 1;
            const nullBody = [204, 205, 304].includes(s);
            server.use(
              http.post(
                API('*'),
                () => new HttpResponse(nullBody ? null : text, { status: s, statusText: `S${s}` }),
              ),
            );
            const call = picker
              ? selectAreaCity({ provinceCode: '', cityCode: '' })
              : queryBankCardHeadList({ bnkName: '' });
            const outcome = await call.then(
              () => 'resolved' as const,
              (error: unknown) => error,
            );
            const shape = successShape(s, text, picker);
            if (shape) counted.shaped += 1;
            if (shape === 'fits') expect(outcome).toBe('resolved');
            if (outcome === 'resolved') return;
            expect(outcome).toBeInstanceOf(ApiError);
            expect(ROW_IDS.has((outcome as ApiError).row ?? '')).toBe(true);
            if (shape === 'misses') expect((outcome as ApiError).row).toBe('wrong-shape');
          }),
          { numRuns: MSW_RUNS },
        );
      } finally {
        uninstall();
      }
    }, 120_000);
  });
});
