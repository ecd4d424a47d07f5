import { z } from 'zod';
import type { Investor } from '@mocks/db/db';
import { defineCollection } from '@mocks/db/define-collection';
import { refuseWith } from '@mocks/http/refusal';
import { openSession } from './rules';

/**
 * szbLogin: the partner's one-time ticket exchanged for the demo investor's session. The demo's
 * tickets: any `SZB…` ticket is valid once; `SZBUNLINKED…` belongs to a partner account linked
 * to no customer (05200015); a used, expired or foreign ticket answers 05200014.
 */
const usedTickets = defineCollection('szbUsedTickets', z.object({ ticket: z.string() }), { rows: () => [] });

export async function logInWithSzbTicket(investor: Investor, ticket: string) {
  if (ticket.startsWith('SZBUNLINKED')) refuseWith('05200015');
  if (!ticket.startsWith('SZB') || ticket.startsWith('SZBEXPIRED')) refuseWith('05200014');
  if (usedTickets.findFirst((q) => q.where({ ticket }))) refuseWith('05200014');
  await usedTickets.create({ ticket });
  return openSession(investor);
}
