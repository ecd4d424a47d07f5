import type { ApiError } from './api-error';
import { createApiClient, type ApiClient } from './client';
import { defaultOutcomeHandler } from './default-outcome-handler';
import { PROCESSED, SUCCESS, type DataOf } from './envelope';
import { exchange, type GeneratedRequest } from './exchange';
import type { CallFacts } from './answer-shape';
import { callFacts, isReadCall } from './call-facts';
import { inFlightMiddleware } from './in-flight';
import type { CallOptions, OutcomeHandler, TransportOutcome } from './outcome';
import { shapeIssues } from './response-shape';

/**
 * The transport: every generated hook calls this (orval `mutator`). It posts the call, then
 * hands the classified outcome to the outcome handler, which is the one place that decides
 * what the user sees. Resolves with `result.data`, rejects with ApiError.
 */
let client: ApiClient = createApiClient({ middleware: [inFlightMiddleware] });
let handleOutcome: OutcomeHandler = defaultOutcomeHandler;
let currentPath: (() => string) | undefined;

/**
 * Installed once at start-up by the status-code catalogue, with a way to read the current route
 * path: each call remembers where it started (CallContext.startPath), so that an answer arriving
 * after its page was left can keep its toast off the next page.
 */
export function setOutcomeHandler(handler: OutcomeHandler, pathProbe?: () => string): void {
  handleOutcome = handler;
  currentPath = pathProbe;
}

/** For a different origin (e.g. a contract test against Prism on another port). */
export function setApiClient(next: ApiClient): void {
  client = next;
}

const operationOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

export async function trustAppApi<T>(
  request: GeneratedRequest,
  options: CallOptions = {},
): Promise<DataOf<T>> {
  const operation = operationOf(request.url);
  const startPath = currentPath?.();
  // The domain's facts (a few KB, once per domain) load while the request is under way: they
  // are needed only to judge the answer.
  const factsLoading = callFacts(operation);
  // Reads show the page's own skeleton, not the full-screen overlay, unless the caller asks.
  const sent: CallOptions = { ...options, hideLoading: options.hideLoading ?? isReadCall(operation) };
  const outcome = await exchange(client, request, sent);
  const facts = await factsLoading;
  const checked = facts ? checkShape(outcome, operation, facts) : outcome;
  const context = { operation, options, ownCodes: ownCodesOf(options, facts), startPath };
  return handleOutcome(checked, context) as DataOf<T>;
}

/** The codes a call handles itself: only codes its contract lists, so a typo silences nothing. */
function ownCodesOf(options: CallOptions, facts: CallFacts | undefined): readonly string[] | undefined {
  if (!options.ownCodes || !facts) return undefined;
  const listed = Object.keys(facts.codes);
  return options.ownCodes === true ? listed : options.ownCodes.filter((code) => listed.includes(code));
}

const isSuccess = (outcome: TransportOutcome) =>
  outcome.kind === 'envelope' &&
  outcome.envelope.code === PROCESSED &&
  outcome.envelope.result?.statusCode === SUCCESS;

/** A success that misses its answer shape becomes the `wrong-shape` outcome; anything else is as it was. */
function checkShape(outcome: TransportOutcome, operation: string, facts: CallFacts): TransportOutcome {
  if (!isSuccess(outcome) || outcome.kind !== 'envelope') return outcome;
  const issues = shapeIssues(facts, outcome.envelope, { requireData: facts.read });
  return issues.length ? { kind: 'wrong-shape', operation, issues } : outcome;
}

/** orval reads these to type the hooks' errors and bodies. */
export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
