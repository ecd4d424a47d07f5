import { Collection } from '@msw/data';
import { smsTicketSchema, storedCardSchema } from './records';
import { DEMO_INVESTOR, seedCards } from './seed';

/**
 * The bank-card domain's collections: the only file that knows where the mock keeps data.
 * Everything else goes through `bankCardStore`, so moving to the shared mock db (mocks/db/)
 * changes this file alone.
 */
export const cards = new Collection({ schema: storedCardSchema });
export const smsTickets = new Collection({ schema: smsTicketSchema });

let seeded: Promise<void> | undefined;

/** Back to the seeded state: tests call it before each case (the handlers are stateful). */
export function resetBankCardStore(): Promise<void> {
  seeded = (async () => {
    cards.deleteMany((q) => q.where({}));
    smsTickets.deleteMany((q) => q.where({}));
    for (const card of seedCards()) await cards.create(card);
  })();
  return seeded;
}

/** Seeds on first use, so the demo needs no start-up call; every handler awaits it. */
export function bankCardStoreReady(): Promise<void> {
  return seeded ?? resetBankCardStore();
}

/** Whose session the mock serves. The shared mock db's session replaces this when it lands. */
export function currentInvestor(): { investorId: string; realName: string } {
  return DEMO_INVESTOR;
}

/** A card as the collection hands it out (a record reference that update/delete accept). */
export type CardRecord = NonNullable<ReturnType<typeof cards.findFirst>>;
