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

/** by-tag.ts ends a write's name in this mark. */
const WRITE_MARK = '!';

interface IndexEntry {
  tag: string;
  read: boolean;
}

let index: Map<string, IndexEntry> | undefined;

function indexEntry(operation: string): IndexEntry | undefined {
  index ??= new Map(
    Object.entries(callsByTag).flatMap(([tag, names]) =>
      names.split(' ').map((name) => {
        const read = !name.endsWith(WRITE_MARK);
        return [read ? name : name.slice(0, -WRITE_MARK.length), { tag, read }] as const;
      }),
    ),
  );
  return index.get(operation);
}

/** The call's domain tag, or undefined for a name the contract does not know. */
export function domainOfCall(operation: string): string | undefined {
  return indexEntry(operation)?.tag;
}

/**
 * Whether the contract marks the call as a read, known from the first-load index alone, so the
 * request need not wait for the domain's facts (that wait was one more round trip on every page's
 * first read: Lighthouse on /phone/about).
 */
export function isReadCall(operation: string): boolean {
  return indexEntry(operation)?.read === true;
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
