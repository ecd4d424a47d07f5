import type { operations, OperationName } from '../../generated/operations';

/**
 * What the contract says about each call (generated/operations.ts: domain tag, read or write,
 * its own business codes). Loaded with the first call, not with the first page: the table names
 * all 223 calls and the first screen may call none of them (npm run size).
 */
export type OperationMeta = (typeof operations)[OperationName];

let table: Promise<Readonly<Record<string, OperationMeta>> | undefined> | undefined;

function loadTable() {
  table ??= import('../../generated/operations').then(
    (module) => module.operations as Readonly<Record<string, OperationMeta>>,
    (error: unknown) => {
      // A stale chunk after a redeploy: the call still goes out, only without the contract's
      // defaults (read → no overlay, own codes, shape check). The next call tries again.
      console.error('trustAppApi: operation table unavailable', error);
      table = undefined;
      return undefined;
    },
  );
  return table;
}

/** The call's contract row, or undefined for a name the contract does not know. */
export async function operationMeta(operation: string): Promise<OperationMeta | undefined> {
  const all = await loadTable();
  return all && Object.hasOwn(all, operation) ? all[operation] : undefined;
}
