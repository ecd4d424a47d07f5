import { defineCalls } from '@mocks/http/define-call';
import { refuseWith } from '@mocks/http/refusal';
import { incomeRecords } from '../holding/income';
import { distributionsFor, everHeld, pageOf, tradesOf } from '../holding/records';

/**
 * The order-tag record calls of the holding side: a product's trades and
 * distributions for the holding detail. The records themselves are the holding domain's
 * (mocks/domains/holding/records.ts), merged with this domain's live orders.
 */
export const orderRecordHandlers = defineCalls({
  productTradeRecord: ({ requestData, investor }) => {
    if (!everHeld(investor.customerId, requestData.productCode)) refuseWith('05049010');
    return pageOf(tradesOf(investor.customerId, requestData.productCode), requestData);
  },
  productBonsRecord: ({ requestData, investor }) => {
    if (!everHeld(investor.customerId, requestData.productCode)) refuseWith('05049010');
    return pageOf(distributionsFor(investor.customerId, requestData.productCode), requestData);
  },
  orderIncomeRecord: ({ requestData, investor }) => incomeRecords(investor.customerId, requestData),
});
