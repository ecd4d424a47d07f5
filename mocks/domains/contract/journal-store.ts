import { sessionJournal } from '@mocks/db/session-journal';

/**
 * The signing journal of the in-browser mock (mocks/db/session-journal.ts): what the investor did
 * in the signing and double-recording mocks, kept across the one full page load these flows cannot
 * avoid — the e-signature vendor lives on another origin.
 *
 * This file only reads and writes the storage (the collections import it for their seed);
 * ./journal.ts takes the snapshot and replays the order events.
 */
export interface JournalData {
  readRecords: unknown[];
  signatures: unknown[];
  signFlows: unknown[];
  drTasks: unknown[];
  /** Order events this domain sent (advanceOrder), replayed on the reseeded orders. */
  orderEvents: { orderNo: string; event: 'signed' | 'recorded' }[];
}

const EMPTY: JournalData = { readRecords: [], signatures: [], signFlows: [], drTasks: [], orderEvents: [] };

const journal = sessionJournal('trust-h5:mock-signing-journal', EMPTY);
export const loadJournal = journal.load;
export const writeJournal = journal.write;
