import Big from 'big.js';
import type { CreateRedeemOrderData } from '@gen/model/createRedeemOrderData';
import type { OrderListItem } from '@gen/model/orderListItem';
import type { OrderListItemPage } from '@gen/model/orderListItemPage';
import type { OriginalOrderData } from '@gen/model/originalOrderData';
import type { ProductOrderRecordRequest } from '@gen/model/productOrderRecordRequest';
import type { RedeemAddOrderRequest } from '@gen/model/redeemAddOrderRequest';
import type { RenewalCheckData } from '@gen/model/renewalCheckData';
import { refuseWith } from '@mocks/http/refusal';
import { bankCards } from '../bank-card/seed';
import { placedOrders } from '../holding/seed';
import { productOrRefuse } from '../product/rules';
import { benchmarkTierFor, findProduct } from '../product/seed';
import { periodsOf } from '../product/product-timeline';
import { chinaIso, targetOf } from './lifecycle';
import { redeemInfo, toCreated } from './redeem-rules';
import { createOrder, findByRequestNo, orderOrRefuse, ordersOf, updateOrder } from './rules';
import type { StoredOrder } from './seed';
import { toListItem } from './views';

/**
 * The order calls around a holding's life: renewal at maturity (checkRenewal), the original of
 * an additional subscription (getOriginalOrder), redeeming the shares of one additional
 * subscription (redeemAddOrder), the redemptions still cancellable and a product's orders.
 */

const SUBSCRIPTIONS = new Set(['SUBSCRIBE', 'ADDITIONAL']);

/** checkRenewal: a confirmed fixed-income subscription and the tranche of its series on sale. */
export function renewalOf(investorId: string, orderNo: string): RenewalCheckData {
  const order = orderOrRefuse(orderNo, investorId);
  const product = findProduct(order.productCode);
  if (
    !product ||
    product.productClass !== 'FIXED' ||
    !SUBSCRIPTIONS.has(order.type) ||
    order.status !== 'CONFIRMED'
  )
    refuseWith('05047001');
  const periods = periodsOf(product).periods;
  const held = periods.find((p) => p.held && p.status !== 'RAISING') ?? periods[periods.length - 1]!;
  const principal = order.amount ?? '0.00';
  const base = {
    orderNo,
    productCode: product.productCode,
    productName: product.productName,
    ...(product.trancheName ? { trancheName: held.periodName } : {}),
    principal,
    maturityDate: held.maturityDate ?? product.maturityDate ?? '',
  };
  const onSale = product.status === 'RAISING' && product.raiseEnd !== null;
  if (!onSale)
    return { ...base, renewable: false, reason: '本产品暂无在售的续投期次，可在到期前关注新期次发行' };
  const holdsCode = ordersOf(investorId).some(
    (o) => o.productCode === product.productCode && SUBSCRIPTIONS.has(o.type) && o.status === 'CONFIRMED',
  );
  return {
    ...base,
    renewable: true,
    target: {
      productCode: product.productCode,
      productName: product.productName,
      trancheName: product.trancheName ?? '新一期',
      termText: product.termText,
      rate: benchmarkTierFor(product, principal)?.rate ?? product.benchmarkTiers[0]?.rate ?? '0.00',
      raiseEnd: product.raiseEnd!,
      route: holdsCode ? 'ADDITIONAL' : 'SUBSCRIBE',
    },
  };
}

/** getOriginalOrder: the first confirmed subscription of the product an additional one adds to. */
export function originalOf(investorId: string, orderNo: string): OriginalOrderData {
  const order = orderOrRefuse(orderNo, investorId);
  if (order.type !== 'ADDITIONAL') refuseWith('05040009');
  const mine = ordersOf(investorId).filter((o) => o.productCode === order.productCode);
  const original = mine
    .filter((o) => o.type === 'SUBSCRIBE' && o.status === 'CONFIRMED')
    .sort((a, b) => a.timeline[0]!.at.localeCompare(b.timeline[0]!.at))[0];
  if (!original) refuseWith('05040009');
  const added = mine.filter(
    (o) => o.type === 'ADDITIONAL' && o.status === 'CONFIRMED' && o.orderNo !== orderNo,
  );
  return {
    orderNo,
    original: toListItem(original),
    additionalTotal: added.reduce((sum, o) => sum.plus(o.amount ?? '0'), new Big(0)).toFixed(2),
    additionalCount: added.length,
  };
}

const REDEEM_ADD_SOURCE = 'redeemAddOrder:';
const ENDED = new Set(['CANCELLED', 'REDEEM_FAILED', 'EXPIRED']);

/** Shares one additional subscription bought, less what its own redemptions took. */
export function lotSharesLeft(investorId: string, lot: StoredOrder): Big {
  const bought = new Big(lot.confirmedShares ?? lot.amount ?? '0');
  const taken = ordersOf(investorId)
    .filter((o) => o.source === `${REDEEM_ADD_SOURCE}${lot.orderNo}` && !ENDED.has(o.status))
    .reduce((sum, o) => sum.plus(o.shares ?? '0'), new Big(0));
  return bought.minus(taken);
}

/** The fee of a lot: 1.00 % held under a year, 0.50 % under two, none after (our proposal). */
export function lotFeeRate(lot: StoredOrder, today = chinaIso(Date.now()).slice(0, 10)): string {
  const bought = lot.timeline[0]!.at.slice(0, 10);
  const days = (Date.parse(today) - Date.parse(bought)) / 86_400_000;
  return days < 365 ? '1.00' : days < 730 ? '0.50' : '0.00';
}

/** redeemAddOrder: a redemption of one confirmed additional subscription's shares. */
export async function redeemAdditional(
  investorId: string,
  request: RedeemAddOrderRequest,
): Promise<CreateRedeemOrderData> {
  const repeat = findByRequestNo(investorId, request.requestNo);
  if (repeat) return toCreated(repeat);
  const lot = orderOrRefuse(request.orderNo, investorId);
  if (lot.type !== 'ADDITIONAL' || lot.status !== 'CONFIRMED') refuseWith('05046011');
  const info = redeemInfo(investorId, lot.productCode);
  if (!info.canRedeem) refuseWith('05046005');
  const shares = new Big(request.shares);
  const left = lotSharesLeft(investorId, lot);
  if (shares.lte(0) || shares.gt(left) || shares.gt(info.redeemableShares)) refuseWith('05046012');
  const card = bankCards.findFirst((q) => q.where({ investorId, cardId: request.cardId }));
  const created = await createOrder({
    investorId,
    productCode: lot.productCode,
    type: 'REDEEM',
    shares: shares.toFixed(2),
    cardId: card?.cardId ?? lot.cardId,
    needsRecording: false,
    openDay: info.nextOpenDay ?? chinaIso(Date.now()).slice(0, 10),
    source: `${REDEEM_ADD_SOURCE}${lot.orderNo}`,
  });
  const order = await updateOrder(created.orderNo, {
    requestNo: request.requestNo,
    redeemTerms: { nav: info.nav, feeRate: lotFeeRate(lot) },
  });
  await placedOrders.create({ orderNo: order.orderNo, investorId });
  return toCreated(order);
}

/** queryCanCancelRedeemOrderList: redemptions the machine may still cancel, newest first. */
export function cancellableRedemptions(investorId: string, productCode?: string): OrderListItem[] {
  return ordersOf(investorId)
    .filter((o) => o.type === 'REDEEM' && (productCode === undefined || o.productCode === productCode))
    .filter((o) => targetOf(o, 'cancelled') !== undefined)
    .map(toListItem);
}

/** productOrderRecord: every order of the investor in one product, newest first, paged. */
export function productOrderPage(investorId: string, request: ProductOrderRecordRequest): OrderListItemPage {
  productOrRefuse(request.productCode);
  const all = ordersOf(investorId).filter((o) => o.productCode === request.productCode);
  const from = (request.pageNum - 1) * request.pageSize;
  return {
    list: all.slice(from, from + request.pageSize).map(toListItem),
    total: all.length,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  };
}
