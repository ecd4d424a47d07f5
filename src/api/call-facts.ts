import { callsByTag } from '../../generated/calls/by-tag';
import type { CallFacts } from './answer-shape';

/**
 * What the contract says about a call (generated/calls/: read or write, its own business codes,
 * the shape of its answer), loaded per domain with the domain's first call. Only the index of
 * which call belongs to which domain is on the first load (npm run size).
 */
type DomainCalls = Readonly<Record<string, CallFacts>>;

const domainModules = import.meta.glob<DomainCalls>(
  ['../../generated/calls/*.ts', '!../../generated/calls/by-tag.ts'],
  { import: 'calls' },
);

let domainOf: Map<string, string> | undefined;

/** The call's domain tag, or undefined for a name the contract does not know. */
export function domainOfCall(operation: string): string | undefined {
  domainOf ??= new Map(
    Object.entries(callsByTag).flatMap(([tag, names]) =>
      names.split(' ').map((name) => [name, tag] as const),
    ),
  );
  return domainOf.get(operation);
}

const loading = new Map<string, Promise<DomainCalls | undefined>>();

function loadDomain(tag: string): Promise<DomainCalls | undefined> {
  let pending = loading.get(tag);
  if (!pending) {
    const load = domainModules[`../../generated/calls/${tag}.ts`];
    pending = load
      ? load().catch((error: unknown) => {
          // A stale chunk after a redeploy: the call still goes out, only without the contract's
          // defaults (read → no overlay, own codes, shape check). The next call tries again.
          console.error('trustAppApi: call facts of %s unavailable', tag, error);
          loading.delete(tag);
          return undefined;
        })
      : Promise.resolve(undefined);
    loading.set(tag, pending);
  }
  return pending;
}

/** The call's facts, or undefined when the contract does not know it (or its chunk failed). */
export async function callFacts(operation: string): Promise<CallFacts | undefined> {
  const tag = domainOfCall(operation);
  const calls = tag ? await loadDomain(tag) : undefined;
  return calls && Object.hasOwn(calls, operation) ? calls[operation] : undefined;
}
