import Big from 'big.js';
import type { Holding } from '@gen/model/holding';
import type { HoldingClass } from '@gen/model/holdingClass';
import type { HoldingListRequest } from '@gen/model/holdingListRequest';
import type { HoldingPage } from '@gen/model/holdingPage';
import type { HoldingSummary } from '@gen/model/holdingSummary';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { refuseWith } from '@mocks/http/refusal';
import { VALUATION_DATE, cashFacts, cashSeriesOf, navOn, nextOpenDay, productFacts } from './product-facts';
import { findProduct } from '../product/seed';
import { ordersOf } from '../order/rules';
import type { StoredOrder } from '../order/seed';
import { addMonths } from '@mocks/db/calendar';
import { orderBenchmark } from '../product/benchmark-rule';
import { boughtShares, frozenShares } from './records';
import { distributions, holdings, placedOrders, trades, type StoredHolding } from './seed';

/**
 * The mock server's holding rules: the investor's view of what he holds, valued in decimal
 * (big.js) exactly as the contract describes it (openapi/schemas/holding.yaml): 参考市值 per
 * class, 累计收益, and the totals as the exact sums of the holdings.
 */

export const CLASS_ORDER: readonly HoldingClass[] = ['FIXED', 'EQUITY', 'CASH', 'FAMILY'];
export const CLASS_NAMES: Readonly<Record<HoldingClass, string>> = {
  FIXED: '固定收益类',
  EQUITY: '权益类',
  CASH: '现金管理类',
  FAMILY: '家族信托',
};

const fen = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

/** Distributed income of a fixed-income holding: the sum of the income part of its distributions. */
export function distributedIncome(investorId: string, productCode: string): string {
  return fen(
    distributions
      .findMany((q) => q.where({ investorId, productCode }))
      .reduce((sum, row) => sum.plus(row.incomeAmount), new Big(0)),
  );
}

/** A cash holding's income of each day from `from` to the valuation date: 份额 × 万份收益 ÷ 10000. */
export function cashIncomeDays(productCode: string, shares: string, from: string) {
  return cashSeriesOf(productCode)
    .filter((point) => point.date >= from && point.date <= VALUATION_DATE)
    .map((point) => ({
      ...point,
      income: fen(new Big(shares).times(point.perTenThousand).div(10000)),
    }));
}

const cashTotals = new Map<string, string>();
/** The sum of a cash holding's daily income (computed once per holding: ~2,000 days). */
export function cashIncomeTotal(productCode: string, shares: string, from: string): string {
  const key = `${productCode}|${shares}|${from}`;
  let total = cashTotals.get(key);
  if (total === undefined) {
    total = fen(
      cashIncomeDays(productCode, shares, from).reduce((sum, day) => sum.plus(day.income), new Big(0)),
    );
    cashTotals.set(key, total);
  }
  return total;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A holding opened by a subscription the order domain has confirmed (份额已确认). */
function openedBy(order: StoredOrder, confirmDate: string): StoredHolding | undefined {
  const product = findProduct(order.productCode);
  if (!product || !order.amount) return undefined;
  const common = {
    investorId: order.investorId,
    productCode: order.productCode,
    productClass: product.productClass,
    status: 'RUNNING' as const,
    bankName: order.bankName,
    cardTail: order.cardNoLast4,
  };
  if (product.productClass === 'FIXED') {
    const maturity =
      product.maturityDate ?? addMonths(product.establishDate ?? confirmDate, product.termMonths ?? 24);
    return {
      ...common,
      canTransfer: true,
      fixed: {
        principal: order.amount,
        rate: orderBenchmark(order.investorId, order)?.rate ?? product.benchmarkTiers[0]?.rate ?? '0.00',
        establishDate: product.establishDate ?? confirmDate,
        valueDate: confirmDate,
        maturityDate: maturity,
        schedule: [maturity],
        distributionMode: product.distribution.slice(0, 40),
      },
    };
  }
  if (product.productClass === 'EQUITY') {
    const shares = boughtShares(order) ?? '0.00';
    return { ...common, canTransfer: false, nav: { shares, costAmount: order.amount } };
  }
  if (product.productClass === 'CASH') {
    return {
      ...common,
      canTransfer: false,
      cash: { shares: order.amount, incomeFrom: addDays(confirmDate, 1) },
    };
  }
  return undefined;
}

/** Adds a confirmed subscription to the position it buys into (or opens one). */
function applySubscription(byCode: Map<string, StoredHolding>, order: StoredOrder, amount: string): void {
  const confirmed = order.timeline.find((entry) => entry.status === 'CONFIRMED') ?? order.timeline[0]!;
  const confirmDate = confirmed.at.slice(0, 10);
  const held = byCode.get(order.productCode);
  if (!held || held.status === 'CLEARED') {
    const opened = openedBy(order, confirmDate);
    if (opened) byCode.set(order.productCode, opened);
  } else if (held.fixed) {
    held.fixed.principal = fen(new Big(held.fixed.principal).plus(amount));
  } else if (held.nav) {
    const shares = boughtShares(order) ?? '0.00';
    held.nav.shares = fen(new Big(held.nav.shares).plus(shares));
    held.nav.costAmount = fen(new Big(held.nav.costAmount).plus(amount));
  } else if (held.cash) {
    held.cash.shares = fen(new Big(held.cash.shares).plus(amount));
  }
}

/** Takes redeemed or transferred shares out of a position (NAV cost in proportion). */
function applyOutflow(held: StoredHolding, shares: string): void {
  if (held.nav) {
    const before = new Big(held.nav.shares);
    const after = before.minus(shares);
    held.nav.costAmount = before.eq(0) ? '0.00' : fen(new Big(held.nav.costAmount).times(after).div(before));
    held.nav.shares = fen(after);
  } else if (held.cash) {
    held.cash.shares = fen(new Big(held.cash.shares).minus(shares));
  } else if (held.fixed) {
    held.fixed.principal = fen(new Big(held.fixed.principal).minus(shares));
  }
}

/**
 * The investor's holdings as they stand now: the seed, plus every subscription the order domain
 * has confirmed since (份额已确认), less what this session's redemptions have paid out and its
 * transfers have registered. Cleared ones included (status CLEARED).
 */
export function positionsOf(investorId: string): StoredHolding[] {
  const byCode = new Map(
    holdings
      .findMany((q) => q.where({ investorId }))
      .map((row) => [row.productCode, structuredClone(row) as StoredHolding] as const),
  );
  const settled = new Set(
    trades
      .findMany((q) => q.where({ investorId }))
      .map((row) => row.orderNo)
      .filter(Boolean),
  );
  const placed = new Set(placedOrders.findMany((q) => q.where({ investorId })).map((row) => row.orderNo));
  const live = ordersOf(investorId).filter((order) => !settled.has(order.orderNo));
  const isSubscription = (order: StoredOrder) => order.type === 'SUBSCRIBE' || order.type === 'ADDITIONAL';
  // Subscriptions first: a redemption paid out takes its shares from whatever was bought.
  for (const order of live.filter(isSubscription)) {
    if (order.status === 'CONFIRMED' && order.amount) applySubscription(byCode, order, order.amount);
  }
  for (const order of live.filter((o) => !isSubscription(o))) {
    const held = byCode.get(order.productCode);
    if (!placed.has(order.orderNo) || !held || !order.shares) continue;
    const out =
      (order.type === 'REDEEM' && order.status === 'PAID_OUT') ||
      (order.type === 'TRANSFER' && order.status === 'CONFIRMED');
    if (out) applyOutflow(held, order.shares);
  }
  return [...byCode.values()].filter(
    (row) => !(row.nav && new Big(row.nav.shares).lte(0)) && !(row.cash && new Big(row.cash.shares).lte(0)),
  );
}

/** The current (not cleared) holdings of an investor. */
export function currentHoldings(investorId: string): StoredHolding[] {
  return positionsOf(investorId).filter((row) => row.status !== 'CLEARED');
}

/** The contract's view of a stored holding. */
export function toHolding(row: StoredHolding): Holding {
  const product = productFacts(row.productCode);
  const card = row.bankName && row.cardTail ? { bankName: row.bankName, cardTail: row.cardTail } : {};
  const common = {
    productCode: row.productCode,
    productName: product.productName,
    productClass: row.productClass,
    riskLevel: product.riskLevel,
    holdingStatus: row.status === 'LIQUIDATING' ? ('LIQUIDATING' as const) : ('RUNNING' as const),
    ...card,
    canTransfer: row.canTransfer && row.status === 'RUNNING',
  };
  if (row.fixed) {
    const fixed = row.fixed;
    const paid = distributedIncome(row.investorId, row.productCode);
    // A plan in liquidation pays when it is wound up: no date can be promised.
    const next =
      row.status === 'LIQUIDATING' ? undefined : fixed.schedule.find((date) => date > VALUATION_DATE);
    return {
      ...common,
      marketValue: fixed.principal,
      accumulatedIncome: paid,
      canRedeem: false,
      fixedIncome: {
        principal: fixed.principal,
        benchmarkRate: fixed.rate,
        distributedIncome: paid,
        ...(next ? { nextDistributionDate: next } : {}),
        establishDate: fixed.establishDate,
        maturityDate: fixed.maturityDate,
        distributionMode: fixed.distributionMode,
      },
    };
  }
  if (row.nav) {
    const facts = navOn(row.productCode);
    const openDay = nextOpenDay(row.productCode);
    const marketValue = new Big(row.nav.shares).times(facts.nav);
    const income = marketValue.round(2, Big.roundHalfUp).minus(row.nav.costAmount);
    const yieldRate = new Big(row.nav.costAmount).eq(0)
      ? new Big(0)
      : income.div(row.nav.costAmount).times(100);
    const redeemable = new Big(row.nav.shares).minus(frozenShares(row.investorId, row.productCode));
    return {
      ...common,
      marketValue: fen(marketValue),
      accumulatedIncome: fen(income),
      canRedeem: row.status === 'RUNNING' && redeemable.gt(0),
      nav: {
        shares: row.nav.shares,
        redeemableShares: fen(redeemable),
        nav: facts.nav,
        navDate: facts.navDate,
        costAmount: row.nav.costAmount,
        holdingIncome: fen(income),
        holdingYield: yieldRate.round(2, Big.roundHalfUp).toFixed(2),
        ...(openDay ? { nextOpenDate: openDay } : {}),
      },
    };
  }
  if (row.cash) {
    const facts = cashFacts(row.productCode);
    return {
      ...common,
      marketValue: row.cash.shares,
      accumulatedIncome: cashIncomeTotal(row.productCode, row.cash.shares, row.cash.incomeFrom),
      canRedeem: row.status === 'RUNNING',
      cash: {
        shares: row.cash.shares,
        sevenDayYield: facts.sevenDayYield,
        tenThousandIncome: facts.tenThousandIncome,
        yesterdayIncome: fen(new Big(row.cash.shares).times(facts.tenThousandIncome).div(10000)),
        incomeDate: facts.incomeDate,
      },
    };
  }
  const family = row.family!;
  return {
    ...common,
    marketValue: family.currentScale,
    accumulatedIncome: '0.00',
    canRedeem: false,
    familyTrust: {
      initialProperty: family.initialProperty,
      currentScale: family.currentScale,
      establishDate: family.establishDate,
      settlorName: DEMO_INVESTOR.name,
      beneficiaryCount: family.beneficiaryCount,
    },
  };
}

/** Every current holding as the contract shows it: by class, then by market value, largest first. */
export function holdingViews(investorId: string, productClass?: HoldingClass): Holding[] {
  return currentHoldings(investorId)
    .filter((row) => !productClass || row.productClass === productClass)
    .map(toHolding)
    .sort(
      (a, b) =>
        CLASS_ORDER.indexOf(a.productClass) - CLASS_ORDER.indexOf(b.productClass) ||
        new Big(b.marketValue).cmp(a.marketValue) ||
        a.productCode.localeCompare(b.productCode),
    );
}

export function holdingPage(investorId: string, request: HoldingListRequest): HoldingPage {
  const all = holdingViews(investorId, request.productClass);
  const { pageNum, pageSize } = request;
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: all.length,
    pageNum,
    pageSize,
  };
}

/** 总资产 and 累计收益: the exact decimal sums of the holdings, and the same per class. */
export function holdingSummary(investorId: string): HoldingSummary {
  const all = holdingViews(investorId);
  const sum = (rows: Holding[], key: 'marketValue' | 'accumulatedIncome') =>
    fen(rows.reduce((total, row) => total.plus(row[key]), new Big(0)));
  return {
    asOfDate: VALUATION_DATE,
    totalMarketValue: sum(all, 'marketValue'),
    totalIncome: sum(all, 'accumulatedIncome'),
    holdingCount: all.length,
    classes: CLASS_ORDER.flatMap((productClass) => {
      const rows = all.filter((row) => row.productClass === productClass);
      if (rows.length === 0) return [];
      return [
        {
          productClass,
          className: CLASS_NAMES[productClass],
          count: rows.length,
          marketValue: sum(rows, 'marketValue'),
          accumulatedIncome: sum(rows, 'accumulatedIncome'),
        },
      ];
    }),
  };
}

export function holdingOf(investorId: string, productCode: string): StoredHolding {
  const row = positionsOf(investorId).find((held) => held.productCode === productCode);
  if (!row || row.status === 'CLEARED') refuseWith('05060001');
  return row;
}
