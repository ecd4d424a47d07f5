import { Collection } from '@msw/data';
import type { z } from 'zod';

/**
 * Every collection of the mock database is made here, so `resetMockDb()` knows them all,
 * including the ones domains add later from their own folders.
 *
 * - `rows` lists the seed (the usual case: fixed rows, e.g. hung on DEMO_INVESTOR), or `seed`
 *   fills the collection itself (bulk reference data). Either must be deterministic.
 * - `reference: true` marks read-only reference data (regions, countries, banks,
 *   dictionaries): seeded once and kept across resets, because it never changes and
 *   re-validating thousands of rows before every test would only cost time.
 *   Everything else is cleared and re-seeded by `resetMockDb()`.
 */
export type CollectionOptions<S extends z.ZodType> = { reference?: boolean } & (
  { seed: (collection: Collection<S>) => Promise<unknown> } | { rows: () => readonly z.input<S>[] }
);

interface Entry {
  name: string;
  collection: Collection<z.ZodType>;
  seed: () => Promise<unknown>;
  reference: boolean;
  seeded: boolean;
}

const entries = new Map<string, Entry>();
let ready: Promise<void> = Promise.resolve();
let pending = true;

export function defineCollection<S extends z.ZodType>(
  name: string,
  schema: S,
  options: CollectionOptions<S>,
): Collection<S> {
  if (entries.has(name)) throw new Error(`Mock collection "${name}" is defined twice`);
  const collection = new Collection({ schema });
  entries.set(name, {
    name,
    collection: collection as unknown as Collection<z.ZodType>,
    seed:
      'rows' in options
        ? async () => {
            for (const row of options.rows()) await collection.create(row);
          }
        : () => options.seed(collection),
    reference: options.reference ?? false,
    seeded: false,
  });
  pending = true;
  return collection;
}

async function seedMissing(): Promise<void> {
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

/** Clears every non-reference collection and seeds it again: call it between tests. */
export async function resetMockDb(): Promise<void> {
  await ready;
  for (const entry of entries.values()) {
    if (entry.reference) continue;
    entry.collection.clear();
    entry.seeded = false;
  }
  pending = true;
  await ensureMockDb();
}

/** Record counts per collection (for the dev panel and the seed-size test). */
export function mockDbCounts(): Record<string, number> {
  return Object.fromEntries([...entries.values()].map((entry) => [entry.name, entry.collection.count()]));
}
