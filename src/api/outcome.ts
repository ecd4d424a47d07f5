import type { AnyBusinessCode } from '@gen/operations';
import type { ParsedEnvelope } from './envelope';
import type { ShapeIssue } from './answer-shape';

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
      /**
       * The error body's envelope, when it is one: a gateway that fails with HTTP 500 sometimes
       * still writes a Chinese message for the investor. Which of its messages may show is the
       * catalogue's decision (failure-text.ts), not the transport's.
       */
      envelope?: ParsedEnvelope;
    }
  | { kind: 'empty' }
  | { kind: 'malformed'; body: string }
  /** A success whose result.data misses the call's contract schema (response-shape.ts). */
  | { kind: 'wrong-shape'; operation: string; issues: ShapeIssue[] }
  | { kind: 'network'; error: unknown }
  | { kind: 'timeout' };

/** Per-call options: the generated hooks take them as `request` (queries) or the 2nd argument. */
export interface CallOptions {
  /**
   * Sends X-Hide-Loading: 1, so the full-screen loading indicator stays hidden. Default: hidden
   * for reads (`read: true` in the contract: the page shows its own skeleton), shown for writes.
   */
  hideLoading?: boolean;
  /** Request timeout; the spec's default is 600000 ms. */
  timeoutMs?: number;
  /** A label such as "保存": the catalogue then shows "保存成功" / "保存失败" / "保存异常". */
  label?: string;
  /** Skip the catalogue's default toast for failures (the call handles them itself). */
  silent?: boolean;
  /**
   * Business codes the caller handles itself: no toast for them, the catalogue's default for
   * every other failure. `true`: all codes the call lists in the contract (x-status-codes, in
   * generated/operations.ts); a list: those of them (a code the call does not list is ignored).
   * Check which one came back with isBusinessError(error, code).
   */
  ownCodes?: true | readonly AnyBusinessCode[];
}

export interface CallContext {
  operation: string;
  options: CallOptions;
  /** The business codes this call handles itself, resolved from `ownCodes` and the contract. */
  ownCodes?: readonly string[];
  /** The route path when the call started; a toast is not shown once the user has left it. */
  startPath?: string;
}

/** Turns an outcome into the call's data, or throws an ApiError. */
export type OutcomeHandler = (outcome: TransportOutcome, context: CallContext) => unknown;
