import type { ApiError } from '../api-error';
import type { CallOptions } from '../outcome';

/**
 * Who shows a failure, and when: a failed read may be retried (network, 502/503), and the user
 * should see one toast for the final failure, not one per attempt. The transport cannot tell a
 * query's attempt from a mutation or an imperative call, so it does not perform a failure's
 * behaviour itself; it parks it here, keyed by the ApiError it throws, and the first of these
 * settles it:
 *
 * 1. react-query's retry rule (query-client.ts) calls `holdForFinal` when it will try again:
 *    the attempt's behaviour waits for the final outcome and is dropped if a later attempt runs.
 * 2. QueryCache / MutationCache `onError` (the final failure of a hook call) calls `runPending`
 *    with the query's or mutation's `meta`, so `meta.silent` / `meta.label` apply.
 * 3. Otherwise (an imperative call, outside react-query) a zero-delay timer runs it. React-query
 *    reaches 1 or 2 within microtasks of the rejection, always before that timer.
 */
export type EffectOverrides = Pick<CallOptions, 'label' | 'silent'> & {
  /** The final failure of a query (a page read), whose page shows it in its error block. */
  read?: boolean;
};
export type Effect = (overrides: EffectOverrides) => void;

interface Pending {
  effect: Effect;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const pending = new WeakMap<ApiError, Pending>();

export function parkEffect(error: ApiError, effect: Effect): void {
  const entry: Pending = { effect, timer: undefined };
  entry.timer = setTimeout(() => runPending(error), 0);
  pending.set(error, entry);
}

/** The attempt failed but will be retried: only the final failure may show anything. */
export function holdForFinal(error: unknown): void {
  const entry = pending.get(error as ApiError);
  if (entry?.timer !== undefined) {
    clearTimeout(entry.timer);
    entry.timer = undefined;
  }
}

/** Performs a parked behaviour once; later calls for the same error do nothing. */
export function runPending(error: unknown, overrides: EffectOverrides = {}): void {
  const entry = pending.get(error as ApiError);
  if (!entry) return;
  pending.delete(error as ApiError);
  if (entry.timer !== undefined) clearTimeout(entry.timer);
  entry.effect(overrides);
}

/** For tests: whether a behaviour is still waiting for its error. */
export const isPending = (error: unknown): boolean => pending.has(error as ApiError);
