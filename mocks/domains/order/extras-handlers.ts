import { defineCalls } from '@mocks/http/define-call';
import {
  cancellableRedemptions,
  originalOf,
  productOrderPage,
  redeemAdditional,
  renewalOf,
} from './order-extras';
import { seniorMakeOrder, seniorOrderCheck } from './senior-order';

/** Renewal, the original order, redeeming an additional lot, cancellable redemptions, a product's
 *  orders (./order-extras.ts) and the senior-investor order (./senior-order.ts). */
export const orderExtraHandlers = defineCalls({
  checkRenewal: ({ requestData, investor }) => renewalOf(investor.customerId, requestData.orderNo),
  getOriginalOrder: ({ requestData, investor }) => originalOf(investor.customerId, requestData.orderNo),
  redeemAddOrder: {
    successMsg: '赎回申请已提交',
    resolve: ({ requestData, investor }) => redeemAdditional(investor.customerId, requestData),
  },
  queryCanCancelRedeemOrderList: ({ requestData, investor }) =>
    cancellableRedemptions(investor.customerId, requestData.productCode),
  productOrderRecord: ({ requestData, investor }) => productOrderPage(investor.customerId, requestData),
  snrIvtMakeOrderCheck: ({ requestData, investor }) => seniorOrderCheck(investor, requestData),
  snrIvtMakeOrder: {
    successMsg: '下单成功',
    resolve: ({ requestData, investor }) => seniorMakeOrder(investor, requestData),
  },
});
