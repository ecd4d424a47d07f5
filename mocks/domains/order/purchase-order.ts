import Big from 'big.js';
import { z } from 'zod';
import type { CheckProductOrderData } from '@gen/model/checkProductOrderData';
import type { CheckProductOrderRequest } from '@gen/model/checkProductOrderRequest';
import type { MakeOrderData } from '@gen/model/makeOrderData';
import type { MakeOrderRequest } from '@gen/model/makeOrderRequest';
import type { Investor } from '@mocks/db/db';
import { defineCollection } from '@mocks/db/define-collection';
import { refuseWith } from '@mocks/http/refusal';
import { selectableCards } from '../bank-card/rules';
import { admitProduct, productOrRefuse } from '../product/purchase-rules';
import { amountProblem, takeQuota } from '../product/seed';
import { ORDER_STATUS_LABELS } from './lifecycle';
import { createOrder, findOrder, ordersOf } from './rules';
import type { StoredOrder } from './seed';
import { checkCanBuy } from './purchase-checks';

/**
 * The order of a subscription, as the mock server takes it: checkProductOrder (the amount-level
 * checks right before the order) and makeOrder (the same checks, then the order in 待签约 through
 * the order domain's createOrder, the quota taken from the product). Idempotent by requestNo.
 * Codes (openapi/paths/order.yaml): 05043001 no such product, 02 not on sale, 03 sold out,
 * 04 quota, 05 risk mismatch, 06 起投/递增, 07 card, 08 another gate check, 09 agreements.
 */

/** makeOrder's idempotency keys: the order each requestNo created. */
export const purchaseRequests = defineCollection(
  'purchaseRequests',
  z.object({ requestNo: z.string(), investorId: z.string(), orderNo: z.string() }),
  { rows: () => [] },
);

const UNFINISHED = new Set(['TO_SIGN', 'TO_RECORD', 'TO_PAY']);
export const AGREEMENTS = ['TRUST_CONTRACT', 'RISK_DECLARATION', 'RISK_DISCLOSURE'] as const;

/** Every check an order must pass now; refuses with the first that fails. */
function assertOrderable(investor: Investor, request: CheckProductOrderRequest) {
  const product = productOrRefuse(request.productCode, '05043001');
  const admission = admitProduct(investor.customerId, request.productCode, request.orderType);
  if (!admission.admitted) refuseWith(admission.block === 'SOLD_OUT' ? '05043003' : '05043002');
  const gate = checkCanBuy(investor, request.productCode, request.orderType);
  if (!gate.canBuy) {
    const risk = gate.checks.find((check) => check.item === 'RISK_ASSESSMENT');
    refuseWith(risk?.summary === '风险不匹配' ? '05043005' : '05043008');
  }
  const problem = amountProblem(product, request.amount, { additional: request.orderType === 'ADDITIONAL' });
  if (problem === 'OVER_QUOTA') refuseWith('05043004');
  if (problem) refuseWith('05043006');
  const card = selectableCards(investor.customerId, investor.name, request.productCode).find(
    (c) => c.cardId === request.cardId,
  );
  if (!card?.selectable) refuseWith('05043007');
  return { product, gate };
}

/** checkProductOrder: the checks, then the investor's unfinished orders of the product. */
export function checkProductOrder(
  investor: Investor,
  request: CheckProductOrderRequest,
): CheckProductOrderData {
  assertOrderable(investor, request);
  const pendingOrders = ordersOf(investor.customerId)
    .filter(
      (order) =>
        order.productCode === request.productCode &&
        (order.type === 'SUBSCRIBE' || order.type === 'ADDITIONAL') &&
        UNFINISHED.has(order.status),
    )
    .map((order) => ({
      orderNo: order.orderNo,
      orderType: order.type as 'SUBSCRIBE' | 'ADDITIONAL',
      amount: order.amount ?? '0.00',
      status: order.status,
      statusText: ORDER_STATUS_LABELS[order.status],
      createdAt: order.timeline[0]!.at,
    }));
  return { pendingOrders };
}

function toMakeOrderData(order: StoredOrder): MakeOrderData {
  return {
    orderNo: order.orderNo,
    orderType: order.type as 'SUBSCRIBE' | 'ADDITIONAL',
    productCode: order.productCode,
    productName: order.productName,
    amount: new Big(order.amount ?? '0').toFixed(2),
    status: order.status,
    statusText: ORDER_STATUS_LABELS[order.status],
    doubleRecordRequired: order.needsRecording,
    createdAt: order.timeline[0]!.at,
  };
}

/** makeOrder: the same checks, then a new order in 待签约 (or the one this requestNo made). */
export async function makeOrder(investor: Investor, request: MakeOrderRequest): Promise<MakeOrderData> {
  const earlier = purchaseRequests.findFirst((q) =>
    q.where({ requestNo: request.requestNo, investorId: investor.customerId }),
  );
  const repeated = earlier ? findOrder(earlier.orderNo, investor.customerId) : undefined;
  if (repeated) return toMakeOrderData(repeated);
  if (!AGREEMENTS.every((code) => request.agreements.includes(code))) refuseWith('05043009');
  const { product, gate } = assertOrderable(investor, request);
  const order = await createOrder({
    investorId: investor.customerId,
    productCode: request.productCode,
    type: request.orderType,
    amount: new Big(request.amount).toFixed(2),
    cardId: request.cardId,
    needsRecording: product.needsDoubleRecord || gate.elderly,
    source: 'H5',
  });
  await takeQuota(request.productCode, request.amount);
  await purchaseRequests.create({
    requestNo: request.requestNo,
    investorId: investor.customerId,
    orderNo: order.orderNo,
  });
  return toMakeOrderData(order);
}
