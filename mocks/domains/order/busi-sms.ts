import { authSmsTickets } from '../auth/seed';

/**
 * Spends the code of a business SMS (sendBusiSms, the auth mock's tickets) for one write: the
 * ticket must be the investor's, for this bizType and bizNo, unused and unexpired, else
 * `'expired'`; a wrong code answers `'wrong'` and leaves the ticket valid, as at a real server.
 * The caller refuses with its own codes.
 */
export async function spendBusiSms(check: {
  investorId: string;
  bizType: string;
  bizNo: string;
  smsCode: string;
  smsSerialNo: string;
}): Promise<'ok' | 'wrong' | 'expired'> {
  const ticket = authSmsTickets.findFirst((q) => q.where({ smsSerialNo: check.smsSerialNo }));
  if (
    !ticket ||
    ticket.used ||
    ticket.bizType !== check.bizType ||
    ticket.bizNo !== check.bizNo ||
    (ticket.investorId !== undefined && ticket.investorId !== check.investorId) ||
    ticket.expiresAt < Date.now()
  ) {
    return 'expired';
  }
  if (ticket.code !== check.smsCode) return 'wrong';
  await authSmsTickets.update(ticket, {
    data(draft) {
      draft.used = true;
    },
  });
  return 'ok';
}
