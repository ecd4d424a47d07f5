import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { advanceOrder, canAdvance } from '../order/rules';
import { loadJournal, writeJournal, type JournalData } from './journal-store';
import { readRecords, signatures, signFlows } from './seed';

/**
 * The signing journal (see ./journal-store.ts): a snapshot of this domain's records after each
 * write, and the order events it sent, replayed once the orders are seeded again after a page
 * load (so 待签约 → 待双录 survives the vendor round trip in the demo).
 */

type OrderEvent = JournalData['orderEvents'][number];

let extra: { drTasks: () => unknown[] } = { drTasks: () => [] };

/** The double-record mock adds its tasks to the snapshot. */
export function journalDoubleRecords(drTasks: () => unknown[]): void {
  extra = { drTasks };
}

let events: OrderEvent[] = [];

export function saveJournal(): void {
  writeJournal({
    readRecords: readRecords.all(),
    signatures: signatures.all(),
    signFlows: signFlows.all(),
    drTasks: extra.drTasks(),
    orderEvents: events,
  });
}

/** advanceOrder, remembered for the replay; no-op when the order cannot take the event. */
export async function advanceAndRecord(orderNo: string, event: OrderEvent['event']): Promise<boolean> {
  if (!canAdvance(orderNo, event)) return false;
  await advanceOrder(orderNo, event);
  events = [...events.filter((e) => !(e.orderNo === orderNo && e.event === event)), { orderNo, event }];
  saveJournal();
  return true;
}

const replaySchema = z.object({ orderNo: z.string(), event: z.enum(['signed', 'recorded']) });

/**
 * Seeded after the orders (this module imports the order mock first): the journal's order
 * events applied again, in order, to the freshly seeded orders. Empty in tests.
 */
export const journalReplays = defineCollection('contractJournalReplays', replaySchema, {
  seed: async (collection) => {
    events = [];
    for (const entry of loadJournal().orderEvents) {
      const parsed = replaySchema.safeParse(entry);
      if (!parsed.success) continue;
      events.push(parsed.data);
      if (canAdvance(parsed.data.orderNo, parsed.data.event)) {
        await advanceOrder(parsed.data.orderNo, parsed.data.event);
        await collection.create(parsed.data);
      }
    }
  },
});
