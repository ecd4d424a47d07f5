import { defineCalls } from '../../http/define-call';
import { holdingOf, holdingPage, holdingSummary, toHolding } from './rules';

/**
 * Stateful holding handlers: each call picks its rule (./rules.ts) for the signed-in investor.
 * The figures are the demo story's (./seed.ts), valued on 2026-11-20.
 */
export const holdingHandlers = defineCalls({
  queryTotalHolding: ({ investor }) => holdingSummary(investor.customerId),
  holdingClassificationList: ({ requestData, investor }) => holdingPage(investor.customerId, requestData),
  holdingDetail: ({ requestData, investor }) =>
    toHolding(holdingOf(investor.customerId, requestData.productCode)),
});
