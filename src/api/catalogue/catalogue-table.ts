import { isSuccessEnvelope, PROCESSED, SUCCESS, type ParsedEnvelope } from '../envelope';
import { envelopeFailureMessage, outerFailureMessage, resultFailureMessage } from '../failure-text';
import type { TransportOutcome } from '../outcome';
import type { AppPath } from '../ports';
import {
  abnormal,
  APP_LOGIN_CODES,
  DOWNLOAD_PATH,
  DOWNLOAD_REDIRECT_MS,
  DOWNLOAD_STATUS,
  ERROR_TOAST_MS,
  failed,
  httpFailed,
  LOGIN_EXPIRED_TOAST_MS,
  LOGIN_PATH,
  NATIVE_LOGIN_STATUS,
  NOT_FOUND_PATH,
  PICKER_OPERATIONS,
  SESSION_EXPIRED_CODE,
  SILENT_STATUS_CODES,
  succeeded,
  SUCCESS_TOAST_MS,
  TEXT,
} from './catalogue-texts';

/**
 * The status-code catalogue (product spec, section 8) as one table: every outcome of every call
 * is matched by exactly one row, and the row says what the user sees and what the caller gets.
 * The handler (install-catalogue.ts) only reads this table; the property test proves that the
 * predicates never overlap and leave no gap.
 *
 * The seed had two response handlers that disagreed. Handler 1 read `result.statusCode` and kept
 * 00000014 / 03040105 silent; handler 2 owned the gateway code 00000008 (toast, then login).
 * Here both live in one table and `source` says where each row came from. What differed
 * between the seed's handlers per page is a per-call option here (`silent`, `label`).
 */

/** What the catalogue reads: the classified outcome and the call's name (operationId). */
export interface Reading {
  outcome: TransportOutcome;
  operation: string;
}

export type RowSource =
  | 'both seed handlers'
  | 'seed handler 1 (result-level, silent codes)'
  | 'seed handler 2 (gateway-level, 00000008)'
  | 'seed request layer (HTTP status)'
  | 'seed pickers (area, dictionary, country search)'
  | 'new (no seed counterpart)';

export interface Behaviour {
  /** What the caller receives: `result.data`, or an ApiError whose `row` is this row's id. */
  settle: 'resolve-data' | 'reject';
  /** The text toasted (if `toast` is set) and carried as ApiError.message. */
  text: (reading: Reading, label: string | undefined) => string;
  /** The toast, if any. `silent: true` on the call suppresses it for failures. */
  toast?: { kind: 'success' | 'error' | 'info'; durationMs: number; onlyWithLabel?: boolean };
  /** A route change, `afterMs` after the behaviour starts. */
  navigate?: { to: AppPath; afterMs: number; unlessAlreadyThere?: boolean };
  /** Ask the hosting app to show its login; 'ownAppOnly' does nothing outside the own app. */
  nativeLogin?: 'always' | 'ownAppOnly';
  /**
   * What helps beside trying again, carried as ApiError.remedy: 'login' (re-login) makes the
   * page's error block offer 重新登录 instead of 重试. A read's failure with a remedy shows no
   * toast: the block says it, once.
   */
  remedy?: 'login';
}

export interface CatalogueRow {
  id: string;
  /** The condition in the words of spec section 8. */
  condition: string;
  source: RowSource;
  matches: (reading: Reading) => boolean;
  behaviour: Behaviour;
}

// --- readings of an outcome -------------------------------------------------------------------

const envelopeOf = (r: Reading): ParsedEnvelope | undefined =>
  r.outcome.kind === 'envelope' ? r.outcome.envelope : undefined;

/** The outer code when the gateway did not process the call. */
const gatewayCode = (r: Reading): string | undefined => {
  const e = envelopeOf(r);
  return e && e.code !== PROCESSED ? e.code : undefined;
};

/** result.statusCode of a processed call that carries a result. */
const statusCode = (r: Reading): string | undefined => {
  const e = envelopeOf(r);
  return e && e.code === PROCESSED && e.result ? e.result.statusCode : undefined;
};

const httpStatus = (r: Reading): number | undefined =>
  r.outcome.kind === 'http' ? r.outcome.status : undefined;

const isPicker = (r: Reading) => PICKER_OPERATIONS.includes(r.operation);

/** Status codes with a row of their own, for every call. */
const SPECIAL_STATUS = [SUCCESS, NATIVE_LOGIN_STATUS, DOWNLOAD_STATUS];

const isOtherBusinessFailure = (r: Reading) => {
  const s = statusCode(r);
  return s !== undefined && !SPECIAL_STATUS.includes(s);
};

// --- messages ---------------------------------------------------------------------------------

// Every row below settles a failure: it shows a server message only when that message is the
// failure's own and not a success text (failure-text.ts), else its own Chinese text.
const resultMsg = (r: Reading) => resultFailureMessage(envelopeOf(r));
const outerMsg = (r: Reading) => outerFailureMessage(envelopeOf(r));
/** The envelope message of an HTTP failure, else Chinese text with the status (never statusText). */
const httpText = (r: Reading) =>
  r.outcome.kind === 'http'
    ? (envelopeFailureMessage(r.outcome.envelope) ?? httpFailed(r.outcome.status))
    : failed(undefined);

const error = (durationMs = ERROR_TOAST_MS) => ({ kind: 'error', durationMs }) as const;

// --- the table --------------------------------------------------------------------------------

export const CATALOGUE: readonly CatalogueRow[] = [
  {
    id: 'success',
    condition: 'code 00000000 and result.statusCode 00000000',
    source: 'both seed handlers',
    matches: (r) => r.outcome.kind === 'envelope' && isSuccessEnvelope(r.outcome.envelope),
    behaviour: {
      settle: 'resolve-data',
      text: (_, label) => succeeded(label ?? ''),
      // The caller's promise (and so its success callback) settles after this toast closes.
      toast: { kind: 'success', durationMs: SUCCESS_TOAST_MS, onlyWithLabel: true },
    },
  },
  {
    id: 'business-silent',
    condition: 'statusCode 00000014 or 03040105: failure callback with the result, no toast',
    source: 'seed handler 1 (result-level, silent codes)',
    matches: (r) => SILENT_STATUS_CODES.includes(statusCode(r) ?? '') && !isPicker(r),
    behaviour: { settle: 'reject', text: (r, label) => resultMsg(r) ?? failed(label) },
  },
  {
    id: 'native-login',
    condition: 'statusCode 04040528: the native app is told to go to login',
    source: 'both seed handlers',
    matches: (r) => statusCode(r) === NATIVE_LOGIN_STATUS,
    behaviour: {
      settle: 'reject',
      text: (r) => resultMsg(r) ?? TEXT.loginAgain,
      nativeLogin: 'always',
      remedy: 'login',
    },
  },
  {
    id: 'download-redirect',
    condition: 'statusCode 04040510: go to the download page after 2 s',
    source: 'both seed handlers',
    matches: (r) => statusCode(r) === DOWNLOAD_STATUS,
    behaviour: {
      settle: 'reject',
      // The 2 s wait only makes sense if the user reads why they are leaving: show the message.
      text: (r) => resultMsg(r) ?? TEXT.toDownload,
      toast: error(),
      navigate: { to: DOWNLOAD_PATH, afterMs: DOWNLOAD_REDIRECT_MS },
    },
  },
  {
    id: 'business-error',
    condition: 'any other statusCode: result.msg as an error toast for 2 s',
    source: 'both seed handlers',
    matches: (r) =>
      isOtherBusinessFailure(r) && !SILENT_STATUS_CODES.includes(statusCode(r) ?? '') && !isPicker(r),
    behaviour: { settle: 'reject', text: (r, label) => resultMsg(r) ?? failed(label), toast: error() },
  },
  {
    id: 'picker-failure',
    condition: 'area, dictionary or country-search failure: the server message as an error toast',
    source: 'seed pickers (area, dictionary, country search)',
    // Includes 00000014 / 03040105: the pickers showed the server's message for every failure.
    matches: (r) => isOtherBusinessFailure(r) && isPicker(r),
    behaviour: {
      settle: 'reject',
      text: (r, label) => resultMsg(r) ?? outerMsg(r) ?? failed(label),
      toast: error(),
    },
  },
  {
    id: 'app-login',
    condition:
      'outer code 06060010 or 04049549 (04040549): native login in the app, else failure with the message',
    source: 'both seed handlers',
    matches: (r) => APP_LOGIN_CODES.includes(gatewayCode(r) ?? ''),
    behaviour: {
      settle: 'reject',
      text: (r) => outerMsg(r) ?? TEXT.loginAgain,
      nativeLogin: 'ownAppOnly',
      remedy: 'login',
    },
  },
  {
    id: 'session-expired',
    condition: 'outer code 00000008: "请重新登录" (or the message) for 1 s, then login unless already there',
    source: 'seed handler 2 (gateway-level, 00000008)',
    matches: (r) => gatewayCode(r) === SESSION_EXPIRED_CODE,
    behaviour: {
      settle: 'reject',
      text: (r) => outerMsg(r) ?? TEXT.loginAgain,
      toast: error(LOGIN_EXPIRED_TOAST_MS),
      navigate: { to: LOGIN_PATH, afterMs: LOGIN_EXPIRED_TOAST_MS, unlessAlreadyThere: true },
      remedy: 'login',
    },
  },
  {
    id: 'gateway-error',
    condition: 'any other outer code: the message, or "<label>失败", for 2 s',
    source: 'both seed handlers',
    matches: (r) => {
      const code = gatewayCode(r);
      return code !== undefined && code !== SESSION_EXPIRED_CODE && !APP_LOGIN_CODES.includes(code);
    },
    behaviour: { settle: 'reject', text: (r, label) => outerMsg(r) ?? failed(label), toast: error() },
  },
  {
    id: 'empty',
    condition: 'empty response (no body, or a processed envelope without result): "<label>异常"',
    source: 'both seed handlers',
    matches: (r) =>
      r.outcome.kind === 'empty' || (envelopeOf(r)?.code === PROCESSED && !envelopeOf(r)?.result),
    behaviour: { settle: 'reject', text: (_, label) => abnormal(label), toast: error() },
  },
  {
    id: 'http-401',
    condition: 'HTTP 401: ignored',
    source: 'seed request layer (HTTP status)',
    matches: (r) => httpStatus(r) === 401,
    // The caller still gets a rejection: a promise that never settles would hang the page.
    behaviour: { settle: 'reject', text: httpText },
  },
  {
    id: 'http-404',
    condition: 'HTTP 404: redirect to the 404 page; the request rejects',
    source: 'seed request layer (HTTP status)',
    matches: (r) => httpStatus(r) === 404,
    behaviour: {
      settle: 'reject',
      text: httpText,
      navigate: { to: NOT_FOUND_PATH, afterMs: 0 },
    },
  },
  {
    id: 'http-other',
    condition:
      'other non-OK HTTP status: code -404 with the status text in the error; the envelope message or a Chinese text with the status shown',
    source: 'seed request layer (HTTP status)',
    matches: (r) => {
      const status = httpStatus(r);
      return status !== undefined && status !== 401 && status !== 404;
    },
    behaviour: { settle: 'reject', text: httpText, toast: error() },
  },
  {
    id: 'malformed',
    condition: 'a body that is not the envelope (not JSON, or JSON of another shape)',
    source: 'new (no seed counterpart)',
    matches: (r) => r.outcome.kind === 'malformed',
    behaviour: { settle: 'reject', text: () => TEXT.malformed, toast: error() },
  },
  {
    id: 'wrong-shape',
    condition: "a success whose result.data does not match the call's contract schema",
    source: 'new (no seed counterpart)',
    matches: (r) => r.outcome.kind === 'wrong-shape',
    // The page shows its error block with 重试; the call name and zod paths stay in the error.
    behaviour: { settle: 'reject', text: () => TEXT.wrongShape, toast: error() },
  },
  {
    id: 'network',
    condition: 'no answer: the network failed',
    source: 'new (no seed counterpart)',
    matches: (r) => r.outcome.kind === 'network',
    behaviour: { settle: 'reject', text: () => TEXT.network, toast: error() },
  },
  {
    id: 'timeout',
    condition: 'no answer within 600000 ms',
    source: 'new (no seed counterpart)',
    matches: (r) => r.outcome.kind === 'timeout',
    behaviour: { settle: 'reject', text: () => TEXT.timeout, toast: error() },
  },
];

/** Every row whose predicate holds; the handler and the property test want exactly one. */
export const matchingRows = (reading: Reading): CatalogueRow[] =>
  CATALOGUE.filter((row) => row.matches(reading));

/**
 * The one row for a reading. Should the table ever leave a gap or overlap (the property test
 * guards against it), the caller still gets a plain failure rather than an exception from here.
 */
export function rowFor(reading: Reading): CatalogueRow {
  const rows = matchingRows(reading);
  if (rows.length === 1) return rows[0] as CatalogueRow;
  console.error('status-code catalogue: %d rows match', rows.length, reading);
  return UNMATCHED;
}

const UNMATCHED: CatalogueRow = {
  id: 'unmatched',
  condition: 'no single row matched (a bug in the table)',
  source: 'new (no seed counterpart)',
  matches: () => false,
  behaviour: { settle: 'reject', text: (_, label) => failed(label), toast: error() },
};
