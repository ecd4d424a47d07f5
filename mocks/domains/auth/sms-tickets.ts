import type { BusiSmsType } from '@gen/model/busiSmsType';
import { authSmsTickets } from './seed';

/**
 * For other domains' mocks: checks and spends the code of the generic business SMS (sendBusiSms,
 * or getSmsCode for a new number) that confirms one of their writes. The verdict is returned, not
 * thrown: each confirming call refuses with the codes its own contract lists.
 *
 *   const verdict = await redeemBusiSms({ investorId, bizType: 'CANCEL_ORDER', bizNo: orderNo,
 *     smsCode, smsSerialNo });
 *   if (verdict === 'expired') refuseWith('05040003'); // the call's own "已失效" code
 *   if (verdict === 'wrong') refuseWith('05040002');   // the call's own "验证码错误" code
 *
 * - 'expired': no such ticket, spent, expired, or issued for another investor, business, record
 *   or phone (the server cannot tell these apart to the client either);
 * - 'wrong': the ticket is good but the code is not (the ticket stays usable for another try);
 * - 'ok': the code is right; the ticket is spent.
 */
export type BusiSmsVerdict = 'ok' | 'wrong' | 'expired';

export interface BusiSmsProof {
  investorId: string;
  bizType: BusiSmsType;
  /** The record the code confirms, when the send named one (sendBusiSms's bizNo). */
  bizNo?: string;
  /** The number the code went to, when it was not the investor's own (getSmsCode). */
  phone?: string;
  smsCode: string;
  smsSerialNo: string;
}

export async function redeemBusiSms(proof: BusiSmsProof): Promise<BusiSmsVerdict> {
  const ticket = authSmsTickets.findFirst((q) => q.where({ smsSerialNo: proof.smsSerialNo }));
  const matches =
    ticket !== undefined &&
    !ticket.used &&
    ticket.expiresAt >= Date.now() &&
    ticket.investorId === proof.investorId &&
    ticket.bizType === proof.bizType &&
    (proof.bizNo === undefined || ticket.bizNo === proof.bizNo) &&
    (proof.phone === undefined || ticket.phone === proof.phone);
  if (!ticket || !matches) return 'expired';
  if (ticket.code !== proof.smsCode) return 'wrong';
  await authSmsTickets.update(ticket, {
    data(draft) {
      draft.used = true;
    },
  });
  return 'ok';
}
