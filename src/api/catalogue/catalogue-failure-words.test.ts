import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkRemoveBankCard } from '@gen/hooks/bank-card/bank-card';
import { selectAreaCity } from '@gen/hooks/common/common';
import { ApiError } from '../api-error';
import { outcomeError } from '../default-outcome-handler';
import type { TransportOutcome } from '../outcome';
import {
  APP_LOGIN_CODES,
  DOWNLOAD_STATUS,
  httpFailed,
  NATIVE_LOGIN_STATUS,
  SESSION_EXPIRED_CODE,
  SILENT_STATUS_CODES,
} from './catalogue-texts';
import { installCatalogue } from './install-catalogue';
import { runPending } from './pending-effects';
import { createFakePorts } from './testing/fake-ports';
import { successWordsProblem } from './testing/failure-words-oracle';

/**
 * Every combination of HTTP status × outer code × inner code × (success text, failure reason),
 * through the generated functions, the transport and the catalogue, with only `fetch` replaced
 * (no MSW: 1,008 answers must stay cheap). Whatever failed, the call's error and its toast carry
 * a failure's text, never a success's: the gateway's 500 with 99999999 系统繁忙 around a `result`
 * of 00000000 成功 shows 系统繁忙.
 */
const STATUSES = [200, 401, 403, 404, 500, 502];
const OUTER = ['00000000', '99999999', SESSION_EXPIRED_CODE, APP_LOGIN_CODES[0]!];
/** undefined: no `result` at all. */
const INNER = [
  undefined,
  '00000000',
  '05020001',
  SILENT_STATUS_CODES[0]!,
  NATIVE_LOGIN_STATUS,
  DOWNLOAD_STATUS,
  '99999999',
];
/** [outer msg, inner msg]: a success text wherever the other one is a failure reason. */
const WORDS: [string, string][] = [
  ['成功', '成功'],
  ['系统繁忙', '成功'],
  ['操作成功', '解绑未成功：存在在途交易'],
];
const CALLS = [
  {
    name: 'checkRemoveBankCard (解绑)',
    label: '解绑',
    call: (label: string) => checkRemoveBankCard({ cardId: 'BC1' }, { label }),
  },
  {
    name: 'selectAreaCity (picker)',
    label: '',
    call: () => selectAreaCity({ provinceCode: '', cityCode: '' }),
  },
];

const CASES = STATUSES.flatMap((status) =>
  OUTER.flatMap((code) =>
    INNER.flatMap((statusCode) =>
      WORDS.flatMap(([msg, innerMsg]) =>
        CALLS.map((call) => ({
          status,
          envelope: { code, msg, ...(statusCode ? { result: { statusCode, msg: innerMsg } } : {}) },
          call,
        })),
      ),
    ),
  ),
);

let answer = { status: 200, body: '' };
beforeAll(() =>
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } }),
    ),
  ),
);
afterAll(() => vi.unstubAllGlobals());

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

async function settle(status: number, envelope: object, call: (typeof CALLS)[number]) {
  answer = { status, body: JSON.stringify(envelope) };
  const fake = createFakePorts();
  uninstall = installCatalogue(fake.ports, { wait: () => Promise.resolve() });
  const outcome = await call.call(call.label).then(
    () => 'resolved' as const,
    (error: unknown) => error,
  );
  if (outcome !== 'resolved') runPending(outcome);
  uninstall();
  uninstall = undefined;
  return { outcome, toasts: fake.toasts };
}

describe('a failure never reads as success', () => {
  it(`${CASES.length} answers: HTTP status × outer code × inner code × messages`, async () => {
    const problems: string[] = [];
    let failures = 0;
    for (const { status, envelope, call } of CASES) {
      const { outcome, toasts } = await settle(status, envelope, call);
      const where = `${call.name} ${status} ${JSON.stringify(envelope)}`;
      if (outcome === 'resolved') {
        // Only a full success resolves: HTTP 200, both codes 00000000.
        const success =
          status === 200 && envelope.code === '00000000' && envelope.result?.statusCode === '00000000';
        if (!success) problems.push(`${where}: resolved`);
        continue;
      }
      failures += 1;
      if (!(outcome instanceof ApiError)) {
        problems.push(`${where}: rejected with ${String(outcome)}`);
        continue;
      }
      // The envelope as sent, whether it came with HTTP 200 or as the body of an HTTP failure.
      const sent: TransportOutcome = { kind: 'envelope', envelope };
      for (const text of [outcome.message, ...toasts.map((toast) => toast.message)]) {
        const problem = successWordsProblem(text, sent, call.label);
        if (problem) problems.push(`${where}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(failures).toBeGreaterThan(CASES.length * 0.9);
  }, 60_000);

  it(`${CASES.length} answers without the table (start-up, a table that cannot load): the same`, () => {
    const problems: string[] = [];
    for (const { status, envelope, call } of CASES) {
      const outcome: TransportOutcome =
        status === 200 ? { kind: 'envelope', envelope } : { kind: 'http', status, statusText: '', envelope };
      const error = outcomeError(outcome, { label: call.label });
      const problem = error && successWordsProblem(error.message, { kind: 'envelope', envelope }, call.label);
      if (problem) problems.push(`${call.name} ${status} ${JSON.stringify(envelope)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it.each([
    [{ code: '99999999', msg: '系统繁忙', result: { statusCode: '00000000', msg: '成功' } }, '系统繁忙'],
    [{ code: '00000000', msg: '成功', result: { statusCode: '00000000', msg: '成功' } }, httpFailed(500)],
    [
      { code: '00000000', msg: '成功', result: { statusCode: '05020008', msg: '解绑未成功：存在在途交易' } },
      '解绑未成功：存在在途交易',
    ],
  ])('HTTP 500 with %j shows %s (error and toast)', async (envelope, shown) => {
    const { outcome, toasts } = await settle(500, envelope, CALLS[0]!);
    expect((outcome as ApiError).message).toBe(shown);
    expect(toasts).toEqual([{ message: shown, kind: 'error', durationMs: 2000 }]);
  });
});
