import Big from 'big.js';
import type { CreateRedeemOrderData } from '@gen/model/createRedeemOrderData';
import type { CreateRedeemOrderRequest } from '@gen/model/createRedeemOrderRequest';
import type { RedeemInfoData } from '@gen/model/redeemInfoData';
import { refuseWith } from '@mocks/http/refusal';
import { bankCards } from '../bank-card/seed';
import { REDEEM_TERMS, cashFacts, navOn, nextOpenDay, productFacts } from '../holding/product-facts';
import { frozenShares } from '../holding/records';
import { positionsOf } from '../holding/rules';
import { placedOrders } from '../holding/seed';
import { ORDER_STATUS_LABELS, chinaIso } from './lifecycle';
import { createOrder, findByRequestNo, updateOrder } from './rules';
import type { StoredOrder } from './seed';

/**
 * Redemption (赎回, redeemOrder): the terms of an open NAV or cash holding and the order. The
 * holding is the holding domain's (positionsOf: the seed and every order since); the shares of
 * redemptions and transfers under way are frozen (holding/records.ts frozenShares); a placed
 * redemption is registered with the holding domain (placedOrders), which takes its shares out
 * once it is paid out. Our proposal of the rules: the product's minimum redemption, and a
 * partial redemption must leave at least the minimum holding (else redeem everything).
 */

const fen = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);
const atLeast = (value: Big, floor: Big) => (value.lt(floor) ? floor : value);
const DEFAULT_TERMS = { feeRate: '0.50', minRedeemShares: '10000.00', minHoldShares: '100000.00' };
const CUTOFF = '15:00';
const PAYOUT_DAYS = 3;

/** The receiving card of a holding: the investor's card with its tail, if still bound. */
function holdingCardId(investorId: string, cardTail: string | undefined): string | undefined {
  if (!cardTail) return undefined;
  return bankCards.findFirst((q) => q.where({ investorId, cardNo: (no: string) => no.endsWith(cardTail) }))
    ?.cardId;
}

export function redeemInfo(investorId: string, productCode: string): RedeemInfoData {
  const row = positionsOf(investorId).find((held) => held.productCode === productCode);
  if (!row || row.status === 'CLEARED' || !(row.nav || row.cash)) refuseWith('05046001');
  const product = productFacts(productCode);
  const shares = row.nav?.shares ?? row.cash!.shares;
  const frozen = frozenShares(investorId, productCode);
  const redeemable = atLeast(new Big(shares).minus(frozen), new Big(0));
  const price = row.nav ? navOn(productCode) : { nav: '1.0000', navDate: cashFacts(productCode).incomeDate };
  const terms = REDEEM_TERMS[productCode] ?? DEFAULT_TERMS;
  const openDay = row.nav ? nextOpenDay(productCode) : undefined;
  const refuseReason =
    row.status !== 'RUNNING'
      ? '产品清算中，暂不可赎回'
      : row.nav && !openDay
        ? '产品暂无开放日安排，暂不可赎回'
        : redeemable.lte(0)
          ? '持有份额均在赎回或转让处理中'
          : undefined;
  const cardId = holdingCardId(investorId, row.cardTail);
  return {
    productCode,
    productName: product.productName,
    productClass: row.productClass,
    riskLevel: product.riskLevel,
    shares,
    frozenShares: frozen,
    redeemableShares: fen(redeemable),
    nav: price.nav,
    navDate: price.navDate,
    feeRate: terms.feeRate,
    minRedeemShares: terms.minRedeemShares,
    minHoldShares: terms.minHoldShares,
    ...(openDay ? { nextOpenDay: openDay } : {}),
    cutoffTime: CUTOFF,
    payoutDays: PAYOUT_DAYS,
    canRedeem: refuseReason === undefined,
    ...(refuseReason ? { refuseReason } : {}),
    ...(cardId ? { defaultCardId: cardId } : {}),
  };
}

export function toCreated(order: StoredOrder): CreateRedeemOrderData {
  return {
    orderNo: order.orderNo,
    productCode: order.productCode,
    productName: order.productName,
    shares: order.shares ?? '0.00',
    status: order.status,
    statusText: ORDER_STATUS_LABELS[order.status],
    ...(order.openDay ? { openDay: order.openDay } : {}),
    createdAt: order.timeline[0]!.at,
  };
}

/** createRedeemOrder: the server's checks, then a redemption in 待签约 (idempotent by requestNo). */
export async function createRedemption(
  investorId: string,
  request: CreateRedeemOrderRequest,
): Promise<CreateRedeemOrderData> {
  const repeat = findByRequestNo(investorId, request.requestNo);
  if (repeat) return toCreated(repeat);
  const info = redeemInfo(investorId, request.productCode);
  if (!info.canRedeem) refuseWith('05046005');
  const shares = new Big(request.shares);
  const redeemable = new Big(info.redeemableShares);
  if (shares.gt(redeemable)) refuseWith('05046002');
  const all = shares.eq(redeemable);
  if (!all && shares.lt(info.minRedeemShares)) refuseWith('05046003');
  const left = redeemable.minus(shares);
  if (left.gt(0) && left.lt(info.minHoldShares)) refuseWith('05046004');
  const card = bankCards.findFirst((q) => q.where({ investorId, cardId: request.cardId }));
  if (!card) refuseWith('05046006');
  const created = await createOrder({
    investorId,
    productCode: request.productCode,
    type: 'REDEEM',
    shares: fen(shares),
    cardId: card.cardId,
    needsRecording: false,
    openDay: info.nextOpenDay ?? chinaIso(Date.now()).slice(0, 10),
    source: 'redeemOrder',
  });
  const order = await updateOrder(created.orderNo, {
    requestNo: request.requestNo,
    redeemTerms: { nav: info.nav, feeRate: info.feeRate },
  });
  await placedOrders.create({ orderNo: order.orderNo, investorId });
  return toCreated(order);
}
