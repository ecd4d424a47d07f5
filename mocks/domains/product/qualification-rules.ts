import type { CustomerQualification } from '@gen/model/customerQualification';
import { chinaToday, daysLeft } from '@/features/risk/model/rules';
import { refuse, refuseWith } from '@mocks/http/refusal';
import { certificationStatus } from '../risk/qualify-rules';
import { wayTitle } from '../risk/qualify-seed';

/**
 * checkCustomerQualification as the mock server answers it (openapi/paths/risk.yaml): the risk
 * domain's certification of the signed-in investor (certificationStatus, which also lets the
 * review switch decide a request in review), so the gate's row, strengthen and
 * certificationDetails always agree. Approved and counting: the way and the last valid day (with
 * a heads-up in the last 30 days); otherwise the code of the state, the rejection with the
 * reviewer's reason and the expiry with its day in the message, as a server would word them.
 * Our proposal: the product spec names the call only; no product needs more than a certification.
 */

/** An approval with fewer days left than this comes with a heads-up (the assessment's 30 days). */
const NOTICE_WITHIN_DAYS = 30;

export async function customerQualification(investorId: string): Promise<CustomerQualification> {
  const status = await certificationStatus(investorId);
  switch (status.qualifiedState) {
    case 'CERTIFIED': {
      const way = status.latestWay ?? 'FINANCIAL_ASSETS';
      const validUntil = status.validUntil ?? chinaToday();
      const left = daysLeft(validUntil, chinaToday());
      return {
        way,
        wayName: wayTitle(way),
        validUntil,
        ...(left < NOTICE_WITHIN_DAYS
          ? { notice: `认证将于${validUntil}到期，到期后须重新认证方可认购` }
          : {}),
      };
    }
    case 'NONE':
      return refuseWith('05080901');
    case 'REVIEWING':
      return refuseWith('05080902');
    case 'REJECTED':
      return status.rejectReason
        ? refuse('05080903', `您的合格投资者认证未通过：${status.rejectReason}`)
        : refuseWith('05080903');
    case 'EXPIRED':
      return status.validUntil
        ? refuse('05080904', `您的合格投资者认证已于${status.validUntil}到期，请重新认证`)
        : refuseWith('05080904');
  }
}
