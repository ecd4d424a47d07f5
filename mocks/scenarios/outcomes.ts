import { delay, HttpResponse } from 'msw';
import { businessFailure, gatewayFailure } from '../http/responses';
import { needsLogin, SESSION_ANSWERS } from './session';
import { WRONG_SHAPE_LABELS, WRONG_SHAPES, wrongShape, type WrongShape } from './wrong-shapes';

/**
 * Every outcome of the status-code catalogue (product spec, section 8) the mock can force on
 * a call, as data, and wrongly typed answers. An outcome answers with a Response,
 * or with `undefined` to let the normal (stateful or generated) handler answer after it has
 * done its part (the slow outcome); it may also start from the normal answer (wrong types).
 *
 * The spec gives codes, not their messages; the messages are plausible ones a user would see.
 */
export type OutcomeFamily = 'status' | 'gateway' | 'http' | 'body' | 'network' | 'session' | 'shape';

export interface OutcomeContext {
  /** The call being answered. */
  name: string;
  /** For `slow`: how long to wait (ms). */
  delayMs: number;
  /** The answer the call gets without a scenario (session and contract checks included). */
  normalAnswer: () => Promise<Response | undefined>;
}

export interface Outcome {
  id: string;
  family: OutcomeFamily;
  /** What the catalogue row is, for the dev panel. */
  label: string;
  /** Calls the outcome applies to (default: every call). */
  appliesTo?: (name: string) => boolean;
  respond: (context: OutcomeContext) => Response | undefined | Promise<Response | undefined>;
}

export const DEFAULT_SLOW_MS = 3000;

const status = (id: string, label: string, msg: string): Outcome => ({
  id,
  family: 'status',
  label,
  respond: () => businessFailure(id, msg),
});

const gateway = (id: string, label: string, msg: string): Outcome => ({
  id,
  family: 'gateway',
  label,
  respond: () => gatewayFailure(id, msg),
});

const httpStatus = (code: number, statusText: string, body: string | null): Outcome => ({
  id: `http${code}`,
  family: 'http',
  label: `HTTP ${code} ${statusText}`,
  respond: () =>
    new HttpResponse(body, { status: code, statusText, headers: { 'Content-Type': 'text/plain' } }),
});

/**
 * The normal answer with `result.data` wrongly typed. Only a success carries data to check; a
 * failure (a refusal, a session answer) goes out unchanged.
 */
const wrongType = (id: string, shape: WrongShape): Outcome => ({
  id,
  family: 'shape',
  label: `wrong type in result.data: ${WRONG_SHAPE_LABELS[shape]}`,
  respond: async ({ normalAnswer }) => {
    const answer = await normalAnswer();
    const body: unknown = await answer
      ?.clone()
      .json()
      .catch(() => undefined);
    const envelope = body as { code?: string; result?: { statusCode?: string; data?: unknown } } | undefined;
    if (!answer || envelope?.code !== '00000000' || envelope.result?.statusCode !== '00000000') return answer;
    const result = { ...envelope.result, data: wrongShape(envelope.result.data, shape) };
    return HttpResponse.json({ ...envelope, result }, { status: answer.status });
  },
});

/** `wrong-type` alone: a list that arrives as a string (the most common crash). */
export const WRONG_TYPE = 'wrong-type';

/** statusCode of the generic business failure (any other statusCode row); our choice. */
export const GENERIC_STATUS = '00000001';
/** Outer code of the "other outer codes" row; our choice. */
export const GENERIC_GATEWAY = '99999999';

export const OUTCOMES: readonly Outcome[] = [
  status('00000014', 'statusCode 00000014: failure callback, no toast', '业务处理未完成（00000014）'),
  status('03040105', 'statusCode 03040105: failure callback, no toast', '业务校验未通过（03040105）'),
  status('04040528', 'statusCode 04040528: native app login', '登录状态已失效，请重新登录'),
  status('04040510', 'statusCode 04040510: download page after 2 s', '该功能需在App中使用，请下载App'),
  status(GENERIC_STATUS, 'any other statusCode: error toast 2 s', '业务处理失败，请稍后重试'),
  gateway('06060010', 'outer 06060010: native login in app, else failure', '用户未登录，请先登录'),
  gateway('04049549', 'outer 04049549: native login in app, else failure', '登录凭证无效，请重新登录'),
  gateway('04040549', 'outer 04040549 (alternative spelling of 04049549)', '登录凭证无效，请重新登录'),
  gateway('00000008', 'outer 00000008: "please log in again" 1 s, then login', '登录已过期，请重新登录'),
  gateway(GENERIC_GATEWAY, 'other outer code: message toast 2 s', '系统繁忙，请稍后再试'),
  httpStatus(401, 'Unauthorized', null),
  httpStatus(404, 'Not Found', 'Not Found'),
  httpStatus(500, 'Internal Server Error', 'Internal Server Error'),
  {
    id: 'empty',
    family: 'body',
    label: 'HTTP 200 with an empty body: "label + 异常"',
    respond: () => new HttpResponse(null, { status: 200 }),
  },
  {
    id: 'malformed',
    family: 'body',
    label: 'HTTP 200 with a body that is not the envelope (a proxy error page)',
    respond: () =>
      new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
  },
  {
    id: 'timeout',
    family: 'network',
    label: 'never answers (the client times out after 600000 ms)',
    respond: async () => {
      await delay('infinite');
      return undefined;
    },
  },
  {
    id: 'slow',
    family: 'network',
    label: `answers normally after a delay (default ${DEFAULT_SLOW_MS} ms)`,
    respond: async ({ delayMs }) => {
      await delay(delayMs);
      return undefined;
    },
  },
  {
    id: 'network-error',
    family: 'network',
    label: 'the connection fails (fetch rejects)',
    respond: () => HttpResponse.error(),
  },
  {
    id: 'session-expired',
    family: 'session',
    label: 'session expired: calls that need a login answer outer 00000008',
    appliesTo: needsLogin,
    respond: () => SESSION_ANSWERS.expired(),
  },
  {
    id: 'logged-out',
    family: 'session',
    label: 'logged out (no token): calls that need a login answer outer 06060010',
    appliesTo: needsLogin,
    respond: () => SESSION_ANSWERS.loggedOut(),
  },
  wrongType(WRONG_TYPE, 'array-to-string'),
  ...WRONG_SHAPES.map((shape) => wrongType(`${WRONG_TYPE}:${shape}`, shape)),
];

/**
 * Outcome by id. Besides the catalogue rows, `status:<8 digits>` and `code:<8 digits>` force
 * any other statusCode or outer code (e.g. a code the backend adds later).
 */
export function findOutcome(id: string): Outcome | undefined {
  const known = OUTCOMES.find((outcome) => outcome.id === id);
  if (known) return known;
  const custom = /^(status|code):(\d{8})$/.exec(id);
  if (!custom) return undefined;
  const code = custom[2] ?? '';
  return custom[1] === 'status'
    ? status(code, `statusCode ${code}`, `业务处理失败（${code}）`)
    : gateway(code, `outer code ${code}`, `系统异常（${code}）`);
}
