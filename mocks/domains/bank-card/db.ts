import { defineCollection } from '../../db/define-collection';
import { investors } from '../../db/db';
import { smsTicketSchema, storedCardSchema } from './records';
import { seedCards } from './seed';

/**
 * The bank-card domain's collections in the shared mock db: re-seeded by resetMockDb() with
 * every other domain. The cards hang on the seeded demo investor (defined, hence seeded, first).
 */
export const bankCards = defineCollection('bankCards', storedCardSchema, {
  seed: async (cards) => {
    const investor = investors.findFirst();
    if (!investor) throw new Error('bankCards: the demo investor must be seeded first');
    for (const card of seedCards(investor.customerId, investor.phone)) await cards.create(card);
  },
});

export const bankCardSmsTickets = defineCollection('bankCardSmsTickets', smsTicketSchema, {
  seed: async () => undefined,
});

/** A card as the collection hands it out (a record reference that update/delete accept). */
export type CardRecord = NonNullable<ReturnType<typeof bankCards.findFirst>>;
