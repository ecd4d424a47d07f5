import { defineCalls } from '@mocks/http/define-call';
import { refuseWith } from '@mocks/http/refusal';
import { cashIncomeList } from './cash-income';
import { annualReport } from './annual-report';
import { holdingLots, transferingBenefits } from './holding-lots';
import { accumulatedIncome } from './income';
import { historyAssets, isCleared, pageOf, tradesOf } from './records';
import { holdingOf, holdingPage, holdingSummary, toHolding } from './rules';
import { waterBillDetail, waterBills } from './water-bills';

/**
 * Stateful holding handlers: each call picks its rule (./rules.ts) for the signed-in investor.
 * The figures are the demo story's (./seed.ts), valued on 2026-11-20.
 */
export const holdingHandlers = defineCalls({
  queryTotalHolding: ({ investor }) => holdingSummary(investor.customerId),
  holdingClassificationList: ({ requestData, investor }) => holdingPage(investor.customerId, requestData),
  holdingDetail: ({ requestData, investor }) =>
    toHolding(holdingOf(investor.customerId, requestData.productCode)),
  historyAssetDetail: ({ requestData, investor }) => historyAssets(investor.customerId, requestData),
  historyAssetTradeDetail: ({ requestData, investor }) => {
    if (!isCleared(investor.customerId, requestData.productCode)) refuseWith('05060301');
    return pageOf(tradesOf(investor.customerId, requestData.productCode), requestData);
  },
  accumulatedIncomeList: ({ requestData, investor }) => accumulatedIncome(investor.customerId, requestData),
  edwCashIncomeList: ({ requestData, investor }) => cashIncomeList(investor.customerId, requestData),
  edwWaterBills: ({ requestData, investor }) => waterBills(investor.customerId, requestData),
  edwWaterBillDetail: ({ requestData, investor }) =>
    waterBillDetail(investor.customerId, requestData.tradeNo),
  edwCurrentHoldingDetails: ({ requestData, investor }) =>
    holdingLots(investor.customerId, requestData.productCode),
  edwTransferingBenefits: ({ investor }) => transferingBenefits(investor.customerId),
  personalAnnualReport: ({ requestData, investor }) => annualReport(investor.customerId, requestData),
});
