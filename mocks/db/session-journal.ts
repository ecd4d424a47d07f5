/**
 * A journal of the in-browser mock (demo build, `npm run start:msw`): what a flow did, kept in
 * sessionStorage so it survives a full page load the flow cannot avoid (a vendor or a cashier on
 * another origin; coming back starts the app and its in-memory mock database afresh). Node tests
 * and the Prism build keep nothing (no storage): every test starts from the seed.
 */
export interface SessionJournal<T> {
  /** The stored journal over `empty` (a field the stored one lacks keeps its empty value). */
  load: () => T;
  write: (data: T) => void;
  /** Whether this build keeps journals at all (the demo and msw modes in a browser). */
  kept: () => boolean;
}

function storage(): Storage | undefined {
  const mode = import.meta.env.MODE;
  if (mode !== 'demo' && mode !== 'msw') return undefined;
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function sessionJournal<T extends object>(key: string, empty: T): SessionJournal<T> {
  return {
    load() {
      const raw = storage()?.getItem(key);
      if (!raw) return empty;
      try {
        return { ...empty, ...(JSON.parse(raw) as Partial<T>) };
      } catch {
        return empty;
      }
    },
    write(data) {
      try {
        storage()?.setItem(key, JSON.stringify(data));
      } catch {
        // storage full or blocked: the demo then forgets across the round trip, nothing worse
      }
    },
    kept: () => storage() !== undefined,
  };
}
