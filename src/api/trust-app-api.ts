import type { ApiError } from './api-error';
import { createApiClient, type ApiClient } from './client';
import { defaultOutcomeHandler } from './default-outcome-handler';
import type { DataOf } from './envelope';
import { exchange, type GeneratedRequest } from './exchange';
import { inFlightMiddleware } from './in-flight';
import type { CallOptions, OutcomeHandler } from './outcome';

/**
 * The transport: every generated hook calls this (orval `mutator`). It posts the call, then
 * hands the classified outcome to the outcome handler, which is the one place that decides
 * what the user sees. Resolves with `result.data`, rejects with ApiError.
 */
let client: ApiClient = createApiClient({ middleware: [inFlightMiddleware] });
let handleOutcome: OutcomeHandler = defaultOutcomeHandler;

/** Installed once at start-up by the status-code catalogue. */
export function setOutcomeHandler(handler: OutcomeHandler): void {
  handleOutcome = handler;
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
  const outcome = await exchange(client, request, options);
  return handleOutcome(outcome, { operation: operationOf(request.url), options }) as DataOf<T>;
}

/** orval reads these to type the hooks' errors and bodies. */
export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
