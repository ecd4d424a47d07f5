/**
 * The signing journal of the in-browser mock (demo build, `npm run start:msw`): what the investor
 * did in the signing and double-recording mocks, kept in sessionStorage so it survives the one
 * full page load these flows cannot avoid — the e-signature vendor lives on another origin, and
 * coming back from it starts the app (and its in-memory mock database) afresh. Node tests and the
 * Prism build keep nothing (no storage): every test starts from the seed.
 *
 * This file only reads and writes the storage (the collections import it for their seed);
 * ./journal.ts takes the snapshot and replays the order events.
 */
const KEY = 'trust-h5:mock-signing-journal';

export interface JournalData {
  readRecords: unknown[];
  signatures: unknown[];
  signFlows: unknown[];
  drTasks: unknown[];
  /** Order events this domain sent (advanceOrder), replayed on the reseeded orders. */
  orderEvents: { orderNo: string; event: 'signed' | 'recorded' }[];
}

const EMPTY: JournalData = { readRecords: [], signatures: [], signFlows: [], drTasks: [], orderEvents: [] };

function storage(): Storage | undefined {
  const mode = import.meta.env.MODE;
  if (mode !== 'demo' && mode !== 'msw') return undefined;
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function loadJournal(): JournalData {
  const raw = storage()?.getItem(KEY);
  if (!raw) return EMPTY;
  try {
    return { ...EMPTY, ...(JSON.parse(raw) as Partial<JournalData>) };
  } catch {
    return EMPTY;
  }
}

export function writeJournal(data: JournalData): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(data));
  } catch {
    // storage full or blocked: the demo then forgets across the vendor round trip, nothing worse
  }
}
