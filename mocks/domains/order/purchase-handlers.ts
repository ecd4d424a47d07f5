import { defineCalls } from '@mocks/http/define-call';
import { checkCanBuy } from './purchase-checks';
import { checkProductOrder, makeOrder } from './purchase-order';

/** The subscription's order-tag calls for the signed-in investor (rules: ./purchase-checks.ts, ./purchase-order.ts). */
export const orderPurchaseHandlers = defineCalls({
  checkCanBuy: ({ requestData, investor }) =>
    checkCanBuy(investor, requestData.productCode, requestData.orderType),
  checkProductOrder: ({ requestData, investor }) => checkProductOrder(investor, requestData),
  makeOrder: {
    successMsg: '下单成功',
    resolve: ({ requestData, investor }) => makeOrder(investor, requestData),
  },
});
