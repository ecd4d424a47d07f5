import { Collection } from '@msw/data';
import type { z } from 'zod';
import type { DbStore, StoredRows } from './db-store';

/**
 * Every collection of the mock database is made here, so `resetMockDb()` knows them all,
 * including the ones domains add later from their own folders.
 *
 * - `rows` lists the seed (the usual case: fixed rows, e.g. hung on DEMO_INVESTOR), or `seed`
 *   fills the collection itself (bulk reference data). Either must be deterministic.
 * - `reference: true` marks read-only reference data (regions, countries, banks,
 *   dictionaries): seeded once and kept across resets, because it never changes and
 *   re-validating thousands of rows before every test would only cost time. Never stored.
 * - `transient: true` marks a collection whose seed is start-up work on the other collections
 *   (applying the cashier's answer carried by the address): seeded at every start, never stored.
 *   Everything else is cleared and re-seeded by `resetMockDb()`, and in the browser kept in the
 *   store between page loads (`keepMockDbIn`, ./db-store.ts).
 */
export type CollectionOptions<S extends z.ZodType> = { reference?: boolean; transient?: boolean } & (
  { seed: (collection: Collection<S>) => Promise<unknown> } | { rows: () => readonly z.input<S>[] }
);

interface Entry {
  name: string;
  collection: Collection<z.ZodType>;
  seed: () => Promise<unknown>;
  reference: boolean;
  /** Kept in the store between page loads. */
  kept: boolean;
  seeded: boolean;
}

const entries = new Map<string, Entry>();
let ready: Promise<void> = Promise.resolve();
let pending = true;

let store: DbStore | undefined;
/** The next seeding reads the store first (once, at start-up). */
let restorePending = false;
let dirty = false;
let flushScheduled = false;

/** A write to a kept collection: stored at the end of the call, or on the next turn at the latest. */
function markDirty(): void {
  if (!store) return;
  dirty = true;
  if (flushScheduled) return;
  flushScheduled = true;
  setTimeout(() => {
    flushScheduled = false;
    flushMockDb();
  }, 0);
}

export function defineCollection<S extends z.ZodType>(
  name: string,
  schema: S,
  options: CollectionOptions<S>,
): Collection<S> {
  if (entries.has(name)) throw new Error(`Mock collection "${name}" is defined twice`);
  const collection = new Collection({ schema });
  const reference = options.reference ?? false;
  const kept = !reference && !(options.transient ?? false);
  if (kept) for (const hook of ['create', 'update', 'delete'] as const) collection.hooks.on(hook, markDirty);
  entries.set(name, {
    name,
    collection: collection as unknown as Collection<z.ZodType>,
    seed:
      'rows' in options
        ? async () => {
            for (const row of options.rows()) await collection.create(row);
          }
        : () => options.seed(collection),
    reference,
    kept,
    seeded: false,
  });
  pending = true;
  return collection;
}

/**
 * The stored rows back in their collections, each checked by the collection's schema on the way
 * in. A row the schema refuses means a state this code cannot read: nothing of it is kept.
 */
async function restore(stored: StoredRows): Promise<void> {
  const restored: Entry[] = [];
  try {
    for (const entry of entries.values()) {
      const rows = stored[entry.name];
      if (entry.seeded || !entry.kept || !rows) continue;
      restored.push(entry);
      for (const row of rows) await entry.collection.create(row);
      entry.seeded = true;
    }
  } catch (error) {
    console.warn('[mock] the stored mock database does not fit this build: starting from the seed', error);
    store?.clear();
    for (const entry of restored) {
      entry.collection.clear();
      entry.seeded = false;
    }
  }
}

async function seedMissing(): Promise<void> {
  if (restorePending) {
    restorePending = false;
    const stored = store?.load();
    if (stored) await restore(stored);
  }
  for (const entry of entries.values()) {
    if (entry.seeded) continue;
    entry.seeded = true;
    await entry.seed();
  }
}

/** Resolves once every defined collection holds its seed. Handlers await it before reading. */
export function ensureMockDb(): Promise<void> {
  if (pending) {
    pending = false;
    ready = ready.then(seedMissing);
  }
  return ready;
}

/**
 * Browser start-up, before the first `ensureMockDb()`: the database comes from the store when it
 * holds one for this build, and every write goes back to it. Node tests never call it.
 */
export function keepMockDbIn(next: DbStore): void {
  store = next;
  restorePending = true;
}

/** Writes the kept collections to the store if anything changed (end of each call, page hide). */
export function flushMockDb(): void {
  if (!store || !dirty) return;
  dirty = false;
  const rows: StoredRows = {};
  for (const entry of entries.values()) if (entry.kept) rows[entry.name] = entry.collection.all();
  store.save(rows);
}

/** Clears every non-reference collection and seeds it again (and forgets the stored state). */
export async function resetMockDb(): Promise<void> {
  await ready;
  store?.clear();
  for (const entry of entries.values()) {
    if (entry.reference) continue;
    entry.collection.clear();
    entry.seeded = false;
  }
  pending = true;
  await ensureMockDb();
  flushMockDb();
}

/** Record counts per collection (for the dev panel and the seed-size test). */
export function mockDbCounts(): Record<string, number> {
  return Object.fromEntries([...entries.values()].map((entry) => [entry.name, entry.collection.count()]));
}
