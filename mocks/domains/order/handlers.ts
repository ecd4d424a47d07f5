import { defineCalls } from '@mocks/http/define-call';
import { incomeInformation } from './income-information';
import { createRedemption, redeemInfo } from './redeem-rules';
import { cancelOrder, orderOrRefuse, saveProofs } from './rules';
import {
  applyTransfer,
  transferDetail,
  transferInfo,
  transferList,
  transfereeStatus,
} from './transfer-rules';
import { orderPage, refundStatusOf, toApplyForm, toDetail, toRefundStatus, toTransferProof } from './views';

/**
 * Stateful order handlers: each call reads or moves the signed-in investor's orders through the
 * state machine (./lifecycle.ts, ./rules.ts). SMS code for a cancel: 123456 (sendBusiSms).
 * `?mockOrderClock=short` makes the clock's steps take seconds; `?mockOrders=500` pages.
 * Redemption, income information and the transfer calls: ./redeem-rules.ts,
 * ./income-information.ts, ./transfer-rules.ts (SMS code for a transfer: 123456).
 */
export const orderHandlers = defineCalls({
  queryOrderList: ({ requestData, investor }) => orderPage(investor.customerId, requestData),
  queryOrderDetail: ({ requestData, investor }) =>
    toDetail(orderOrRefuse(requestData.orderNo, investor.customerId)),
  queryOrderApply: ({ requestData, investor }) =>
    toApplyForm(orderOrRefuse(requestData.orderNo, investor.customerId), investor),
  queryTransferProof: ({ requestData, investor }) =>
    toTransferProof(orderOrRefuse(requestData.orderNo, investor.customerId), investor),
  queryRefundStatus: ({ requestData, investor }) =>
    toRefundStatus(orderOrRefuse(requestData.orderNo, investor.customerId)),
  saveTransferProof: {
    successMsg: '提交成功',
    resolve: async ({ requestData, investor }) => {
      const order = await saveProofs(investor.customerId, requestData.orderNo, requestData.fileIds);
      return { orderNo: order.orderNo, status: order.status, proofCount: order.proofFileIds.length };
    },
  },
  queryRedeemInfo: ({ requestData, investor }) => redeemInfo(investor.customerId, requestData.productCode),
  createRedeemOrder: {
    successMsg: '赎回申请已提交',
    resolve: ({ requestData, investor }) => createRedemption(investor.customerId, requestData),
  },
  queryIncomeInformation: ({ requestData, investor }) =>
    incomeInformation(investor.customerId, requestData.productCode),
  queryFtsTransferList: ({ investor }) => transferList(investor.customerId),
  queryFtsTransferInfo: ({ requestData, investor }) =>
    transferInfo(investor.customerId, requestData.productCode),
  queryFtsTransfereeStatus: ({ requestData, investor }) => transfereeStatus(investor, requestData),
  ftsTransferApply: {
    successMsg: '转让申请已提交',
    resolve: ({ requestData, investor }) => applyTransfer(investor, requestData),
  },
  queryFtsTransferDetail: ({ requestData, investor }) =>
    transferDetail(investor.customerId, requestData.orderNo),
  cancelOrderCheck: {
    successMsg: '撤单成功',
    resolve: async ({ requestData, investor }) => {
      const order = await cancelOrder(investor.customerId, requestData);
      const refundStatus = refundStatusOf(order);
      return {
        orderNo: order.orderNo,
        status: order.status,
        refundStatus,
        ...(refundStatus !== 'NONE' && order.amount ? { refundAmount: order.amount } : {}),
      };
    },
  },
});
