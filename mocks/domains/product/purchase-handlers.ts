import { defineCalls } from '@mocks/http/define-call';
import { orderPurchaseHandlers } from '../order/purchase-handlers';
import { admitProduct, feeFor, orderRateFor, purchaseLimit, rateFor } from './purchase-rules';
import { customerQualification } from './qualification-rules';

/**
 * The subscription's calls (pages capitain, capitainAdd, reservation, reservationPlan): product
 * admission (common tag) and the qualified-investor check (risk tag, read from the risk domain's
 * certification) here, the gate and the order in ../order/purchase-handlers.ts. One list,
 * registered once in mocks/handlers.ts.
 */
export const purchaseHandlers = [
  ...defineCalls({
    productAdmitControl: ({ requestData, investor }) =>
      admitProduct(investor.customerId, requestData.productCode, requestData.scene),
    getProLimit: ({ requestData, investor }) =>
      purchaseLimit(investor.customerId, requestData.productCode, requestData.orderType),
    rateCalculation: ({ requestData, investor }) => rateFor(investor.customerId, requestData),
    rateCalculationEle: ({ requestData, investor }) => orderRateFor(investor.customerId, requestData.orderNo),
    getPurchaseFee: ({ requestData }) => feeFor(requestData),
    checkCustomerQualification: ({ investor }) => customerQualification(investor.customerId),
  }),
  ...orderPurchaseHandlers,
];
