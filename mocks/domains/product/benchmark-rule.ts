import Big from 'big.js';
import { ordersOf } from '../order/rules';
import type { StoredOrder } from '../order/seed';
import { benchmarkTierFor, findProduct, type ProductRecord } from './seed';

/**
 * The one rule for an order's 业绩比较基准 (our proposal, stated on the amount step): the tier of a
 * first subscription is chosen by its amount; the tier of an additional subscription (追加) by what
 * the investor then holds in total, 已持有本金 + 追加金额. The amount step (rateCalculation), the
 * contract elements (rateCalculationEle, queryContractElements), the contract PDF and the
 * subscription form (subscriptionApplication) all read it from here, so an order has one rate.
 */

/** Statuses of an order that hold the product (the subscription went through). */
export const HOLDING_STATUSES: ReadonlySet<string> = new Set(['SUBSCRIBED', 'CONFIRMED']);

type Subscription = Pick<StoredOrder, 'orderNo' | 'productCode' | 'type' | 'status' | 'amount' | 'timeline'>;

const isHeldSubscription = (order: Subscription, productCode: string) =>
  order.productCode === productCode &&
  (order.type === 'SUBSCRIBE' || order.type === 'ADDITIONAL') &&
  HOLDING_STATUSES.has(order.status);

/**
 * 已持有本金: the confirmed subscriptions of the product (none once it is cleared); with
 * `before`, only those placed before that order, so an order's tier never moves afterwards.
 */
export function heldPrincipal(investorId: string, product: ProductRecord, before?: Subscription): Big {
  if (product.status === 'LIQUIDATED') return new Big(0);
  const placedAt = before?.timeline[0]?.at;
  return ordersOf(investorId)
    .filter(
      (order) =>
        isHeldSubscription(order, product.productCode) &&
        order.orderNo !== before?.orderNo &&
        (placedAt === undefined || (order.timeline[0]?.at ?? '') < placedAt),
    )
    .reduce((sum, order) => sum.plus(order.amount ?? '0'), new Big(0));
}

/** The amount the tier is chosen by: the amount, plus the holding for 追加. */
export function tierBase(orderType: string, amount: string, held: Big): string {
  return orderType === 'ADDITIONAL' ? held.plus(amount).toFixed(2) : new Big(amount).toFixed(2);
}

/** "1000000.00" → "100万". */
const wan = (amount: string) => `${new Big(amount).div(10000).toString()}万`;

export interface OrderBenchmark {
  rate: string;
  /** The tier in words: "300万及以上", "100万（含）至300万". */
  tierText: string;
}

/** The benchmark for a tier base; undefined for a product without tiers or below the lowest. */
export function benchmarkAt(product: ProductRecord, base: string): OrderBenchmark | undefined {
  const tier = benchmarkTierFor(product, base);
  if (!tier) return undefined;
  return {
    rate: tier.rate,
    tierText:
      tier.maxAmount === null
        ? `${wan(tier.minAmount)}及以上`
        : `${wan(tier.minAmount)}（含）至${wan(tier.maxAmount)}`,
  };
}

/** The benchmark of a placed 认购 or 追加 order; undefined for other orders and untiered products. */
export function orderBenchmark(
  investorId: string,
  order: Subscription & { amount?: string },
): OrderBenchmark | undefined {
  if (!order.amount || (order.type !== 'SUBSCRIBE' && order.type !== 'ADDITIONAL')) return undefined;
  const product = findProduct(order.productCode);
  if (!product) return undefined;
  return benchmarkAt(product, tierBase(order.type, order.amount, heldPrincipal(investorId, product, order)));
}
