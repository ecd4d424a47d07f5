import { z } from 'zod';
import type { InvestorType } from '@gen/model/investorType';
import type { SalesQuestionnaireStatus } from '@gen/model/salesQuestionnaireStatus';
import type { UpdateInvestorData } from '@gen/model/updateInvestorData';
import { defineCollection } from '@mocks/db/define-collection';
import { refuseWith } from '@mocks/http/refusal';
import { ordersOf } from '../order/rules';
import { chinaToday } from '@/features/risk/model/rules';
import { investorProfile } from './profile';

/**
 * updateInvestor (ordinary ↔ professional investor) and salesBehaviorQuestionnaireStatus (the
 * return visits due). Every investor starts ordinary; becoming professional needs a certification
 * in force, going back never does.
 */
export const investorTypes = defineCollection(
  'investorTypes',
  z.object({ investorId: z.string(), investorType: z.enum(['ORDINARY', 'PROFESSIONAL']), since: z.string() }),
  { rows: () => [] },
);

export function investorTypeOf(investorId: string): InvestorType {
  return investorTypes.findFirst((q) => q.where({ investorId }))?.investorType ?? 'ORDINARY';
}

export async function updateInvestorType(
  investorId: string,
  wanted: InvestorType,
): Promise<UpdateInvestorData> {
  if (investorTypeOf(investorId) === wanted) refuseWith('05080211');
  if (wanted === 'PROFESSIONAL' && investorProfile(investorId).qualifiedState !== 'CERTIFIED')
    refuseWith('05080210');
  const since = chinaToday();
  const known = investorTypes.findFirst((q) => q.where({ investorId }));
  if (known) await investorTypes.delete(known);
  await investorTypes.create({ investorId, investorType: wanted, since });
  return { investorType: wanted, effectiveDate: since };
}

const DAY_MS = 86_400_000;
/** The return visit is due within 7 days of the cooling-off's end. */
const dueDateOf = (from: string) =>
  new Date(Date.parse(from) + 7 * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10);

export function dueReturnVisits(investorId: string): SalesQuestionnaireStatus {
  const visits = ordersOf(investorId)
    .filter((order) => order.status === 'TO_VISIT')
    .map((order) => ({
      orderNo: order.orderNo,
      productName: order.productName,
      amount: order.amount ?? '0.00',
      dueDate: dueDateOf(
        order.coolingOffEndsAt ??
          order.timeline.find((entry) => entry.status === 'TO_VISIT')?.at ??
          order.timeline[0]!.at,
      ),
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return { pendingCount: visits.length, visits };
}
