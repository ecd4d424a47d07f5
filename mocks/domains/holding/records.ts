import Big from 'big.js';
import type { Distribution } from '@gen/model/distribution';
import type { HistoryAsset } from '@gen/model/historyAsset';
import type { HistoryAssetRequest } from '@gen/model/historyAssetRequest';
import type { TradeRecord } from '@gen/model/tradeRecord';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../order/lifecycle';
import { ordersOf } from '../order/rules';
import type { StoredOrder } from '../order/seed';
import { findProduct } from '../product/seed';
import { navOn, productFacts } from './product-facts';
import { distributions, holdings, trades, type StoredDistribution, type StoredTrade } from './seed';

/**
 * The investor's records: trades (the settled history this domain keeps, merged with the order
 * domain's live orders, so a redemption placed a minute ago is listed as 处理中 and follows its
 * order through the machine), distributions, and cleared (historical) assets.
 */

const fen = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

export interface Paging {
  pageNum: number;
  pageSize: number;
}
export function pageOf<T>(all: readonly T[], { pageNum, pageSize }: Paging) {
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: all.length,
    pageNum,
    pageSize,
  };
}

/** Statuses of a redemption or transfer that are still under way (their shares are frozen). */
export const IN_FLIGHT: readonly OrderStatus[] = ['TO_SIGN', 'SUBMITTED', 'TO_OPEN_DAY', 'REDEEM_CONFIRMED'];
const CANCELLED: readonly OrderStatus[] = ['CANCELLED', 'EXPIRED', 'REFUNDING', 'REFUNDED'];

function enteredAt(order: StoredOrder, status: OrderStatus): string | undefined {
  return order.timeline.find((entry) => entry.status === status)?.at;
}

/**
 * The shares a confirmed subscription bought: as confirmed, else its amount at the NAV of the day
 * it was confirmed (a cash product: 1 份 per 元; a fixed-income plan: none, it holds principal).
 */
export function boughtShares(order: StoredOrder): string | undefined {
  if (order.confirmedShares) return order.confirmedShares;
  const productClass = findProduct(order.productCode)?.productClass;
  if (!order.amount || (productClass !== 'EQUITY' && productClass !== 'CASH')) return undefined;
  if (productClass === 'CASH') return order.amount;
  const confirmDate = (enteredAt(order, 'CONFIRMED') ?? order.timeline[0]!.at).slice(0, 10);
  return fen(new Big(order.amount).div(navOn(order.productCode, confirmDate).nav));
}

/** An order of the order domain as a trade, or undefined while it is not a trade yet. */
export function orderAsTrade(order: StoredOrder): TradeRecord | undefined {
  const base = {
    tradeNo: order.orderNo,
    productCode: order.productCode,
    productName: productFacts(order.productCode).productName,
    applyTime: order.timeline[0]!.at,
    bankName: order.bankName,
    cardTail: order.cardNoLast4,
    orderNo: order.orderNo,
  };
  if (order.type === 'SUBSCRIBE' || order.type === 'ADDITIONAL') {
    // A subscription becomes a trade once its shares are confirmed (份额已确认).
    if (order.status !== 'CONFIRMED' || !order.amount) return undefined;
    const confirmed = enteredAt(order, 'CONFIRMED');
    return {
      ...base,
      tradeType: order.type,
      amount: order.amount,
      ...optionalShares(boughtShares(order)),
      ...(confirmed ? { confirmDate: confirmed.slice(0, 10) } : {}),
      fee: '0.00',
      status: 'CONFIRMED',
    };
  }
  const tradeType = order.type === 'REDEEM' ? ('REDEEM' as const) : ('TRANSFER_OUT' as const);
  const shares = order.shares ? { shares: order.shares } : {};
  if (CANCELLED.includes(order.status)) {
    return {
      ...base,
      tradeType,
      ...shares,
      status: 'CANCELLED',
      statusText: ORDER_STATUS_LABELS[order.status],
    };
  }
  if (order.status === 'REDEEM_FAILED') {
    return { ...base, tradeType, ...shares, status: 'FAILED', statusText: order.failReason ?? '赎回失败' };
  }
  const confirmedAt = enteredAt(order, order.type === 'REDEEM' ? 'REDEEM_CONFIRMED' : 'CONFIRMED');
  const amount = order.type === 'REDEEM' ? order.confirmedAmount : order.amount;
  const done = order.status === 'PAID_OUT' || (order.type === 'TRANSFER' && order.status === 'CONFIRMED');
  return {
    ...base,
    tradeType,
    ...shares,
    ...(amount && (done || order.status === 'REDEEM_CONFIRMED' || order.type === 'TRANSFER')
      ? { amount }
      : {}),
    ...(confirmedAt ? { confirmDate: confirmedAt.slice(0, 10) } : {}),
    status: done ? 'CONFIRMED' : 'PROCESSING',
    ...(done ? {} : { statusText: ORDER_STATUS_LABELS[order.status] }),
  };
}

const optionalShares = (shares: string | undefined) => (shares ? { shares } : {});

function storedAsTrade(row: StoredTrade): TradeRecord {
  const { investorId: _investorId, ...rest } = row;
  return { ...rest, productName: productFacts(row.productCode).productName };
}

/** Every trade of the investor (optionally of one product), newest application first. */
export function tradesOf(investorId: string, productCode?: string): TradeRecord[] {
  const settled = trades
    .findMany((q) => q.where(productCode ? { investorId, productCode } : { investorId }))
    .map(storedAsTrade);
  const known = new Set(settled.map((row) => row.orderNo).filter(Boolean));
  const live = ordersOf(investorId)
    .filter((order) => !productCode || order.productCode === productCode)
    .filter((order) => !known.has(order.orderNo))
    .map(orderAsTrade)
    .filter((row): row is TradeRecord => row !== undefined);
  return [...settled, ...live].sort(
    (a, b) => b.applyTime.localeCompare(a.applyTime) || b.tradeNo.localeCompare(a.tradeNo),
  );
}

/** Shares of a product held back by redemptions and transfers still under way. */
export function frozenShares(investorId: string, productCode: string): string {
  return fen(
    ordersOf(investorId)
      .filter(
        (order) =>
          order.productCode === productCode && (order.type === 'REDEEM' || order.type === 'TRANSFER'),
      )
      .filter((order) => IN_FLIGHT.includes(order.status))
      .reduce((sum, order) => sum.plus(order.shares ?? '0'), new Big(0)),
  );
}

export function toDistribution(row: StoredDistribution): Distribution {
  return {
    distributionId: row.distributionId,
    productCode: row.productCode,
    productName: productFacts(row.productCode).productName,
    period: row.period,
    payDate: row.payDate,
    distributionType: row.distributionType,
    amount: row.amount,
    incomeAmount: row.incomeAmount,
    principalAmount: row.principalAmount,
    bankName: row.bankName,
    cardTail: row.cardTail,
    interestStart: row.interestStart,
    interestEnd: row.interestEnd,
    basePrincipal: row.basePrincipal,
    rate: row.rate,
  };
}

/** The investor's distributions (optionally of one product), newest first. */
export function distributionsFor(investorId: string, productCode?: string): Distribution[] {
  return distributions
    .findMany((q) => q.where(productCode ? { investorId, productCode } : { investorId }))
    .sort((a, b) => b.payDate.localeCompare(a.payDate) || b.productCode.localeCompare(a.productCode))
    .map(toDistribution);
}

/** Whether the investor ever held the product (a holding, current or cleared, or a trade). */
export function everHeld(investorId: string, productCode: string): boolean {
  return (
    holdings.findFirst((q) => q.where({ investorId, productCode })) !== undefined ||
    tradesOf(investorId, productCode).length > 0
  );
}

const DAY_MS = 86_400_000;

/** Cleared holdings with their total income, most recently cleared first. */
export function historyAssets(investorId: string, request: HistoryAssetRequest) {
  const rows = holdings
    .findMany((q) => q.where({ investorId }))
    .filter((row) => row.status === 'CLEARED' && row.fixed)
    .filter((row) => !request.productCode || row.productCode === request.productCode)
    .map((row): HistoryAsset => {
      const fixed = row.fixed!;
      const product = productFacts(row.productCode);
      const income = distributions
        .findMany((q) => q.where({ investorId, productCode: row.productCode }))
        .reduce((sum, paid) => sum.plus(paid.incomeAmount), new Big(0));
      const cleared = row.clearedDate ?? fixed.maturityDate;
      const days = (Date.parse(cleared) - Date.parse(fixed.valueDate)) / DAY_MS;
      return {
        productCode: row.productCode,
        productName: product.productName,
        productClass: row.productClass,
        riskLevel: product.riskLevel,
        principal: fixed.principal,
        totalIncome: fen(income),
        ...(days > 0
          ? {
              annualizedRate: income
                .div(fixed.principal)
                .div(days)
                .times(365)
                .times(100)
                .round(2, Big.roundHalfUp)
                .toFixed(2),
            }
          : {}),
        establishDate: fixed.valueDate,
        clearedDate: cleared,
        ...(row.bankName ? { bankName: row.bankName } : {}),
        ...(row.cardTail ? { cardTail: row.cardTail } : {}),
      };
    })
    .sort((a, b) => b.clearedDate.localeCompare(a.clearedDate));
  return pageOf(rows, request);
}

export function isCleared(investorId: string, productCode: string): boolean {
  return holdings.findFirst((q) => q.where({ investorId, productCode }))?.status === 'CLEARED';
}
