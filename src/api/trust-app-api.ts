import { createApiClient, type ApiClient } from './client';
import { defaultOutcomeHandler } from './default-outcome-handler';
import { isSuccessEnvelope, type DataOf } from './envelope';
import { exchange, type GeneratedRequest } from './exchange';
import type { AnswerShape, CallFacts } from './answer-shape';
import { inFlightMiddleware } from './in-flight';
import type { CallOptions, OutcomeHandler, TransportOutcome } from './outcome';
import { shapeIssues } from './response-shape';

/**
 * The transport: every generated hook calls this, through its domain's `trustAppCall`
 * (generated/calls/<tag>.ts, orval's mutator per tag), which passes the domain's call facts. It
 * posts the call, then hands the classified outcome to the outcome handler, which is the one
 * place that decides what the user sees. Resolves with `result.data`, rejects with ApiError.
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

/** What the contract says about each call of one domain (generated/calls/<tag>.ts). */
export type DomainCalls = Readonly<Record<string, CallFacts>>;

export async function trustAppApi<T>(
  request: GeneratedRequest,
  options: CallOptions = {},
  domainCalls: DomainCalls = {},
): Promise<DataOf<T>> {
  const operation = operationOf(request.url);
  const startPath = currentPath?.();
  const facts = Object.hasOwn(domainCalls, operation) ? domainCalls[operation] : undefined;
  // Reads show the page's own skeleton, not the full-screen overlay, unless the caller asks.
  const sent: CallOptions = { ...options, hideLoading: options.hideLoading ?? facts?.read === true };
  // The shape's module loads beside the request (a call's first answer waits for whichever ends last).
  const shape = facts ? loadShape(facts.data, operation) : undefined;
  const outcome = await exchange(client, request, sent);
  const checked = facts && shape ? await checkShape(outcome, operation, facts.read, shape) : outcome;
  const context = { operation, options, ownCodes: ownCodesOf(options, facts), startPath };
  return handleOutcome(checked, context) as DataOf<T>;
}

/** The codes a call handles itself: only codes its contract lists, so a typo silences nothing. */
function ownCodesOf(options: CallOptions, facts: CallFacts | undefined): readonly string[] | undefined {
  if (!options.ownCodes || !facts) return undefined;
  const listed = facts.codes;
  return options.ownCodes === true ? listed : options.ownCodes.filter((code) => listed.includes(code));
}

/**
 * The call's answer shape: a one-word shape as it is, a module by its loader. A module that
 * cannot load (the network dropped, a stale chunk after a redeploy) must not fail an answer the
 * server gave: the check is skipped, with a warning.
 */
function loadShape(data: CallFacts['data'], operation: string): Promise<AnswerShape> {
  if (typeof data !== 'function') return Promise.resolve(data);
  return data().then(
    (module) => module.data,
    (error: unknown) => {
      console.warn(`[trustAppApi] ${operation}: answer shape not loaded, answer not checked`, error);
      return 'u' as const;
    },
  );
}

/** A success that misses its answer shape becomes the `wrong-shape` outcome; anything else is as it was. */
async function checkShape(
  outcome: TransportOutcome,
  operation: string,
  read: boolean,
  shape: Promise<AnswerShape>,
): Promise<TransportOutcome> {
  if (outcome.kind !== 'envelope' || !isSuccessEnvelope(outcome.envelope)) return outcome;
  const issues = shapeIssues({ data: await shape }, outcome.envelope, { requireData: read });
  return issues.length ? { kind: 'wrong-shape', operation, issues } : outcome;
}
