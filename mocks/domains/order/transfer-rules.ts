import Big from 'big.js';
import type { TransferApplyData } from '@gen/model/transferApplyData';
import type { TransferApplyRequest } from '@gen/model/transferApplyRequest';
import type { TransferDetailData } from '@gen/model/transferDetailData';
import type { TransferInfoData } from '@gen/model/transferInfoData';
import type { TransferListData } from '@gen/model/transferListData';
import type { TransfereeStatusData } from '@gen/model/transfereeStatusData';
import type { TransfereeStatusRequest } from '@gen/model/transfereeStatusRequest';
import type { Investor } from '@mocks/db/db';
import { maskCardNo, maskIdNo } from '@mocks/db/masks';
import { refuseWith } from '@mocks/http/refusal';
import { bankCards } from '../bank-card/seed';
import { VALUATION_DATE, productFacts } from '../holding/product-facts';
import { frozenShares } from '../holding/records';
import { positionsOf } from '../holding/rules';
import { placedOrders, type StoredHolding } from '../holding/seed';
import { ORDER_STATUS_LABELS, targetOf } from './lifecycle';
import { spendBusiSms } from './busi-sms';
import { advanceOrder, createOrder, findByRequestNo, findOrder, ordersOf, updateOrder } from './rules';
import type { StoredOrder } from './seed';
import { TRANSFEREES, TRANSFER_AGREEMENT, TRANSFER_TERMS, maskName } from './transfer-seed';

/**
 * Transfer of beneficial interest (受益权转让, makeOver / makeOverDetails; the queryFts* / fts*
 * calls): a fixed-income holding's shares (one per yuan of principal) pass to a qualified
 * investor at an agreed price. Our proposal of the rules (transfer-seed.ts): a minimum and a step,
 * a minimum left after a partial transfer, a price within a band around the reference value
 * (principal plus the income accrued since the last distribution), a fee on the price. Applied,
 * the transfer is submitted at once (the SMS code signs the agreement) and registered by the
 * clock (lifecycle.ts); the holding domain takes the shares out once it is registered.
 */

const fen = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);
const atLeast = (value: Big, floor: Big) => (value.lt(floor) ? floor : value);
const DAY_MS = 86_400_000;
const days = (from: string, to: string) =>
  Math.max(0, (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function fixedHoldings(investorId: string): StoredHolding[] {
  return positionsOf(investorId).filter((row) => row.fixed && row.status !== 'CLEARED');
}

/** Why a holding may not be transferred now, or undefined. */
function refusalOf(row: StoredHolding, transferable: Big): string | undefined {
  if (row.status !== 'RUNNING') return '产品已到期清算中，不可转让';
  if (!row.canTransfer) return '该产品信托合同约定不可转让';
  if (transferable.lte(0)) return '持有份额均在转让中';
  return undefined;
}

function sharesOf(investorId: string, row: StoredHolding) {
  const shares = row.fixed!.principal;
  const frozen = frozenShares(investorId, row.productCode);
  const transferable = atLeast(new Big(shares).minus(frozen), new Big(0));
  return { shares, frozen, transferable };
}

export function transferList(investorId: string): TransferListData {
  const holdings = fixedHoldings(investorId)
    .map((row) => {
      const { shares, frozen, transferable } = sharesOf(investorId, row);
      const reason = refusalOf(row, transferable);
      const product = productFacts(row.productCode);
      return {
        productCode: row.productCode,
        productName: product.productName,
        riskLevel: product.riskLevel,
        shares,
        frozenShares: frozen,
        transferableShares: fen(transferable),
        benchmarkRate: row.fixed!.rate,
        maturityDate: row.fixed!.maturityDate,
        transferable: reason === undefined,
        ...(reason ? { reason } : {}),
      };
    })
    .sort(
      (a, b) => Number(b.transferable) - Number(a.transferable) || a.productCode.localeCompare(b.productCode),
    );
  const transfers = ordersOf(investorId)
    .filter((order) => order.type === 'TRANSFER')
    .map((order) => ({
      orderNo: order.orderNo,
      productCode: order.productCode,
      productName: order.productName,
      shares: order.shares ?? '0.00',
      price: order.amount ?? '0.00',
      status: order.status,
      appliedAt: order.timeline[0]!.at,
      transfereeNameMasked: maskName(order.transfer?.transfereeName ?? ''),
    }));
  return { holdings, transfers };
}

/** The card a holding pays to, masked (the bank-card store's number when still bound). */
function cardOfHolding(investorId: string, row: StoredHolding) {
  const tail = row.cardTail ?? '0000';
  const card = bankCards.findFirst((q) => q.where({ investorId, cardNo: (no: string) => no.endsWith(tail) }));
  return {
    cardId: card?.cardId,
    bankName: row.bankName ?? card?.bnkName ?? '',
    cardNoMasked: card ? maskCardNo(card.cardNo) : `6214********${tail}`,
  };
}

/** 1 + the income accrued since the last distribution (or the value date) per share, 4 decimals. */
export function referencePriceOf(row: StoredHolding): { price: string; from: string } {
  const fixed = row.fixed!;
  const from = [...fixed.schedule].reverse().find((date) => date <= VALUATION_DATE) ?? fixed.valueDate;
  const accrued = new Big(fixed.rate).div(100).times(days(from, VALUATION_DATE)).div(365);
  return { price: accrued.plus(1).round(4, Big.roundHalfUp).toFixed(4), from };
}

function transferableRow(investorId: string, productCode: string) {
  const row = fixedHoldings(investorId).find((held) => held.productCode === productCode);
  if (!row) refuseWith('05045001');
  const amounts = sharesOf(investorId, row);
  if (refusalOf(row, amounts.transferable)) refuseWith('05045001');
  return { row, ...amounts };
}

export function transferInfo(investorId: string, productCode: string): TransferInfoData {
  const { row, shares, frozen, transferable } = transferableRow(investorId, productCode);
  const product = productFacts(productCode);
  const reference = referencePriceOf(row);
  const card = cardOfHolding(investorId, row);
  return {
    productCode,
    productName: product.productName,
    riskLevel: product.riskLevel,
    benchmarkRate: row.fixed!.rate,
    maturityDate: row.fixed!.maturityDate,
    shares,
    frozenShares: frozen,
    transferableShares: fen(transferable),
    minTransferShares: TRANSFER_TERMS.minTransferShares,
    stepShares: TRANSFER_TERMS.stepShares,
    minHoldShares: TRANSFER_TERMS.minHoldShares,
    referencePrice: reference.price,
    accruedFrom: reference.from,
    priceFloorRate: TRANSFER_TERMS.priceFloorRate,
    priceCeilingRate: TRANSFER_TERMS.priceCeilingRate,
    feeRate: TRANSFER_TERMS.feeRate,
    minFee: TRANSFER_TERMS.minFee,
    bankName: card.bankName,
    cardNoMasked: card.cardNoMasked,
    agreement: TRANSFER_AGREEMENT,
  };
}

const RISK_RANK = { C1: 1, C2: 2, C3: 3, C4: 4, C5: 5, R1: 1, R2: 2, R3: 3, R4: 4, R5: 5 } as const;

/** queryFtsTransfereeStatus: a customer, the name matching the ID, qualified, risk level allowing the product. */
export function transfereeStatus(investor: Investor, request: TransfereeStatusRequest): TransfereeStatusData {
  if (request.transfereeIdNo === investor.idNo) refuseWith('05045103');
  const transferee = TRANSFEREES.find((person) => person.idNo === request.transfereeIdNo);
  if (!transferee || transferee.name !== request.transfereeName) refuseWith('05045101');
  if (!transferee.qualifiedUntil) refuseWith('05045102');
  if (RISK_RANK[transferee.riskLevel] < RISK_RANK[productFacts(request.productCode).riskLevel])
    refuseWith('05045104');
  return {
    transfereeNameMasked: maskName(transferee.name),
    transfereeIdNoMasked: maskIdNo(transferee.idNo),
    qualifiedUntil: transferee.qualifiedUntil,
  };
}

/** The fee on a price: the rate, at least the minimum, half up to the fen. */
export function transferFee(price: string): string {
  const fee = new Big(price).times(TRANSFER_TERMS.feeRate).div(100).round(2, Big.roundHalfUp);
  return fen(atLeast(fee, new Big(TRANSFER_TERMS.minFee)));
}

function toApplied(order: StoredOrder): TransferApplyData {
  return {
    orderNo: order.orderNo,
    status: order.status,
    statusText: ORDER_STATUS_LABELS[order.status],
    fee: order.transfer?.fee ?? '0.00',
    netAmount: order.transfer?.netAmount ?? '0.00',
    appliedAt: order.timeline[0]!.at,
  };
}

/** ftsTransferApply: every check again, the SMS code, then the transfer submitted (已提交). */
export async function applyTransfer(
  investor: Investor,
  request: TransferApplyRequest,
): Promise<TransferApplyData> {
  const investorId = investor.customerId;
  const repeat = findByRequestNo(investorId, request.requestNo);
  if (repeat) return toApplied(repeat);
  const { row, transferable } = transferableRow(investorId, request.productCode);
  transfereeStatus(investor, request);
  const shares = new Big(request.shares);
  if (shares.gt(transferable)) refuseWith('05045002');
  const all = shares.eq(transferable);
  const min = new Big(TRANSFER_TERMS.minTransferShares);
  const offStep = !shares.minus(min).mod(TRANSFER_TERMS.stepShares).eq(0);
  const left = transferable.minus(shares);
  if (!all && (shares.lt(min) || offStep)) refuseWith('05045003');
  if (left.gt(0) && left.lt(TRANSFER_TERMS.minHoldShares)) refuseWith('05045003');
  const value = shares.times(referencePriceOf(row).price);
  const price = new Big(request.price);
  if (
    price.lt(value.times(TRANSFER_TERMS.priceFloorRate).div(100)) ||
    price.gt(value.times(TRANSFER_TERMS.priceCeilingRate).div(100))
  )
    refuseWith('05045006');
  const sms = await spendBusiSms({
    investorId,
    bizType: 'TRANSFER_BENEFIT',
    bizNo: request.productCode,
    smsCode: request.smsCode,
    smsSerialNo: request.smsSerialNo,
  });
  if (sms === 'expired') refuseWith('05045008');
  if (sms === 'wrong') refuseWith('05045007');
  const fee = transferFee(request.price);
  const created = await createOrder({
    investorId,
    productCode: request.productCode,
    type: 'TRANSFER',
    shares: fen(shares),
    amount: fen(price),
    cardId: cardOfHolding(investorId, row).cardId,
    needsRecording: false,
    source: 'makeOverDetails',
  });
  await updateOrder(created.orderNo, {
    requestNo: request.requestNo,
    transfer: {
      unitPrice: price.div(shares).round(4, Big.roundHalfUp).toFixed(4),
      fee,
      netAmount: fen(price.minus(fee)),
      transfereeName: request.transfereeName,
      transfereeIdNo: request.transfereeIdNo,
    },
  });
  const submitted = await advanceOrder(created.orderNo, 'signed');
  await placedOrders.create({ orderNo: submitted.orderNo, investorId });
  return toApplied(submitted);
}

export function transferDetail(investorId: string, orderNo: string): TransferDetailData {
  const order = findOrder(orderNo, investorId);
  if (!order || order.type !== 'TRANSFER' || !order.transfer) refuseWith('05040001');
  const card = bankCards.findFirst((q) => q.where({ cardId: order.cardId }));
  const registered = order.timeline.find((entry) => entry.status === 'CONFIRMED');
  const transfer = order.transfer;
  return {
    orderNo: order.orderNo,
    productCode: order.productCode,
    productName: order.productName,
    riskLevel: productFacts(order.productCode).riskLevel,
    shares: order.shares ?? '0.00',
    price: order.amount ?? '0.00',
    unitPrice: transfer.unitPrice,
    fee: transfer.fee,
    netAmount: transfer.netAmount,
    transfereeNameMasked: maskName(transfer.transfereeName),
    transfereeIdNoMasked: maskIdNo(transfer.transfereeIdNo),
    bankName: order.bankName,
    cardNoMasked: card ? maskCardNo(card.cardNo) : `6214********${order.cardNoLast4}`,
    status: order.status,
    appliedAt: order.timeline[0]!.at,
    timeline: order.timeline,
    cancellable: targetOf(order, 'cancelled') !== undefined,
    agreementName: TRANSFER_AGREEMENT.name,
    ...(registered ? { registeredAt: registered.at } : {}),
  };
}
