/**
 * Where the in-browser mock keeps its database between page loads (the demo build and
 * `npm run start:msw`): one sessionStorage entry per tab, so a refresh, the e-sign vendor's or the
 * cashier's redirect back, or a link opened in the WebView finds the same orders, cards and
 * contracts, as a server would. The tab's session is the life of the data; 重置演示数据 in the dev
 * panel clears it. Node tests use no store: every test starts from the seed.
 *
 * The key carries the store format and the build (`trust-h5:mock-db@<format>.<build>`): an entry
 * written by another build is removed unread. The entry also names the seed's inputs (the investor
 * variant and the domains' seed options, which a URL switch may change between loads): when they
 * differ, the stored rows are of another story and are dropped too.
 */

/** Raise when the entry's shape changes. */
export const DB_STORE_FORMAT = 1;
export const DB_STORE_PREFIX = 'trust-h5:mock-db@';

/** Rows per collection name, as JSON gives them back. */
export type StoredRows = Record<string, unknown[]>;

interface StoredEntry {
  seedInputs: string;
  collections: StoredRows;
}

export interface DbStore {
  /** The rows stored for this build and these seed inputs, or undefined (then seed afresh). */
  load(): StoredRows | undefined;
  save(collections: StoredRows): void;
  clear(): void;
}

export interface SessionDbStoreOptions {
  storage: Storage;
  /** Tells one build from another (the build's id; the dev server's start). */
  build: string;
  /** What the seed depends on besides the code, read when loading and when saving. */
  seedInputs: () => string;
}

export function sessionDbStore({ storage, build, seedInputs }: SessionDbStoreOptions): DbStore {
  const key = `${DB_STORE_PREFIX}${DB_STORE_FORMAT}.${build}`;
  const dropOtherBuilds = () => {
    for (let i = storage.length - 1; i >= 0; i -= 1) {
      const name = storage.key(i);
      if (name?.startsWith(DB_STORE_PREFIX) && name !== key) storage.removeItem(name);
    }
  };
  return {
    load() {
      dropOtherBuilds();
      const raw = storage.getItem(key);
      if (!raw) return undefined;
      try {
        const entry = JSON.parse(raw) as Partial<StoredEntry> | null;
        const collections = entry?.collections;
        const wellFormed =
          typeof collections === 'object' &&
          collections !== null &&
          Object.values(collections).every(Array.isArray);
        if (wellFormed && entry?.seedInputs === seedInputs()) return collections;
      } catch {
        // unreadable: as if nothing were stored
      }
      storage.removeItem(key);
      return undefined;
    },
    save(collections) {
      const entry: StoredEntry = { seedInputs: seedInputs(), collections };
      try {
        storage.setItem(key, JSON.stringify(entry));
      } catch (error) {
        // Full (a 2000-order bulk seed) or blocked: an older entry would bring back a state the
        // investor has left, so none is kept and the next load starts from the seed.
        storage.removeItem(key);
        console.warn('[mock] the mock database could not be kept for the next page load', error);
      }
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
