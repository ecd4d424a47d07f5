import type { ParsedEnvelope } from './envelope';

/**
 * What came back from one call, before anyone decides what it means for the user.
 * The transport classifies; the outcome handler (the status-code catalogue) decides.
 */
export type TransportOutcome =
  | { kind: 'envelope'; envelope: ParsedEnvelope }
  | {
      kind: 'http';
      status: number;
      statusText: string;
      /** The envelope's message when the error body carries one (result.msg, else msg). */
      message?: string;
    }
  | { kind: 'empty' }
  | { kind: 'malformed'; body: string }
  | { kind: 'network'; error: unknown }
  | { kind: 'timeout' };

/** Per-call options: the generated hooks take them as `request` (queries) or the 2nd argument. */
export interface CallOptions {
  /** Sends X-Hide-Loading: 1, so the full-screen loading indicator stays hidden. */
  hideLoading?: boolean;
  /** Request timeout; the spec's default is 600000 ms. */
  timeoutMs?: number;
  /** A label such as "保存": the catalogue then shows "保存成功" / "保存失败" / "保存异常". */
  label?: string;
  /** Skip the catalogue's default toast for failures (the call handles them itself). */
  silent?: boolean;
}

export interface CallContext {
  operation: string;
  options: CallOptions;
}

/** Turns an outcome into the call's data, or throws an ApiError. */
export type OutcomeHandler = (outcome: TransportOutcome, context: CallContext) => unknown;
