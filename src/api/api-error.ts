/**
 * The one error type every generated hook rejects with (registered as react-query's default
 * error in react-query-types.ts). `kind` says which part of the exchange failed; the status-code
 * catalogue decides what the user sees for it.
 */
export type ApiErrorKind =
  | 'business' // processed, but result.statusCode is not success
  | 'gateway' // outer code is not "00000000"
  | 'http' // a non-OK HTTP status (401, 404, others → code "-404")
  | 'empty' // no body at all
  | 'malformed' // a body that is not the envelope
  | 'wrong-shape' // a success whose result.data does not match the call's contract schema
  | 'network' // fetch failed before any response
  | 'timeout'; // no answer within the timeout

/** What the investor can do about a failure beside trying again. */
export type ApiErrorRemedy = 'login';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  /** Outer code, or "-404" for HTTP failures other than 401/404. */
  code?: string;
  /** result.statusCode for business failures. */
  statusCode?: string;
  httpStatus?: number;
  /**
   * The HTTP status text ("Bad Gateway"), kept for logs and diagnosis only: the spec's rule
   * (code -404 with the status text). The investor sees `message`, which is always Chinese.
   */
  httpStatusText?: string;
  /** The envelope's `result`, handed to failure callbacks as the seed's handlers did. */
  result?: unknown;
  /** The catalogue row that handled this error, once it has been handled. */
  row?: string;
  /**
   * What helps the investor, from the catalogue row: 'login' for a session the server no longer
   * accepts (the page's error block offers 重新登录 instead of 重试). Absent: trying again may help.
   */
  remedy?: ApiErrorRemedy;
  /** The call's name (operationId), for logs. */
  operation?: string;
  /**
   * For diagnosis, never for the investor: e.g. the zod issue paths of a wrong-shape answer
   * ("result.data.cards[0].bnkName invalid_type: expected string").
   */
  detail?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string | undefined;
  readonly statusCode: string | undefined;
  readonly httpStatus: number | undefined;
  readonly httpStatusText: string | undefined;
  readonly result: unknown;
  readonly operation: string | undefined;
  readonly detail: string | undefined;
  row: string | undefined;
  readonly remedy: ApiErrorRemedy | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.statusCode = init.statusCode;
    this.httpStatus = init.httpStatus;
    this.httpStatusText = init.httpStatusText;
    this.result = init.result;
    this.row = init.row;
    this.remedy = init.remedy;
    this.operation = init.operation;
    this.detail = init.detail;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The error's remedy: 'login' when logging in again is what helps, else undefined. */
export const remedyOf = (error: unknown): ApiErrorRemedy | undefined =>
  isApiError(error) ? error.remedy : undefined;
