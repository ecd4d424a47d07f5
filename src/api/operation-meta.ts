import type { operations, OperationName } from '../../generated/operations';
import type { ShapeIssue } from './response-shape';
import type { ParsedEnvelope } from './envelope';

/**
 * What the contract says about a call (generated/operations.ts: domain tag, read or write, its
 * own business codes) and how to check its answer. Loaded with the first call, not with the first
 * page: the table names all 223 calls, the checker knows every domain's schema chunk, and the
 * first screen may call none of them (npm run size).
 */
export type OperationMeta = (typeof operations)[OperationName];

export interface CallContract {
  /** The call's row, or undefined for a name the contract does not know. */
  meta: OperationMeta | undefined;
  /** Starts loading the call's domain schemas (in parallel with the request). */
  schemas: () => Promise<Record<string, unknown> | undefined>;
  /** See response-shape.ts. */
  shapeIssues: (
    schemas: Record<string, unknown> | undefined,
    operation: string,
    envelope: ParsedEnvelope,
    options?: { requireData?: boolean },
  ) => ShapeIssue[];
}

let loading: Promise<typeof import('./call-contract') | undefined> | undefined;

function load() {
  loading ??= import('./call-contract').catch((error: unknown) => {
    // A stale chunk after a redeploy: the call still goes out, only without the contract's
    // defaults (read → no overlay, own codes, shape check). The next call tries again.
    console.error('trustAppApi: call contract unavailable', error);
    loading = undefined;
    return undefined;
  });
  return loading;
}

export async function callContract(operation: string): Promise<CallContract | undefined> {
  const module = await load();
  if (!module) return undefined;
  const all: Readonly<Record<string, OperationMeta>> = module.operations;
  const meta = Object.hasOwn(all, operation) ? all[operation] : undefined;
  return {
    meta,
    schemas: () => (meta ? module.loadDomainSchemas(meta.tag) : Promise.resolve(undefined)),
    shapeIssues: module.shapeIssues,
  };
}
