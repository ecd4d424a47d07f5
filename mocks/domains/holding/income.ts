import Big from 'big.js';
import type { AccumulatedIncome } from '@gen/model/accumulatedIncome';
import type { AccumulatedIncomeRequest } from '@gen/model/accumulatedIncomeRequest';
import type { Distribution } from '@gen/model/distribution';
import type { IncomeKind } from '@gen/model/incomeKind';
import type { IncomeRecordRequest } from '@gen/model/incomeRecordRequest';
import type { YearDistribution } from '@gen/model/yearDistribution';
import { refuseWith } from '@mocks/http/refusal';
import { findProduct } from '../product/seed';
import { VALUATION_DATE } from './product-facts';
import { distributionsFor, everHeld, pageOf } from './records';
import { holdingViews } from './rules';
import { holdings } from './seed';

/**
 * Income: the distributions by product, class and year (orderIncomeRecord) and the accumulated
 * income of the current holdings with the yearly totals of what was paid (accumulatedIncomeList).
 * The products' income is the holding's own accumulatedIncome (rules.ts), so the list adds up to
 * 累计收益 on positionList by construction; the handler test proves it.
 */

const fen = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

const KIND: Readonly<Record<'FIXED' | 'EQUITY' | 'CASH', IncomeKind>> = {
  FIXED: 'DISTRIBUTED',
  EQUITY: 'HOLDING',
  CASH: 'ACCRUED',
};

function classOf(investorId: string, productCode: string) {
  return (
    holdings.findFirst((q) => q.where({ investorId, productCode }))?.productClass ??
    findProduct(productCode)?.productClass
  );
}

/** The investor's distributions narrowed by product, class and year, newest first. */
function distributionsMatching(
  investorId: string,
  filters: { productCode?: string; productClass?: string; year?: string },
): Distribution[] {
  return distributionsFor(investorId, filters.productCode)
    .filter((row) => !filters.productClass || classOf(investorId, row.productCode) === filters.productClass)
    .filter((row) => !filters.year || row.payDate.startsWith(`${filters.year}-`));
}

export function incomeRecords(investorId: string, request: IncomeRecordRequest) {
  if (request.productCode && !everHeld(investorId, request.productCode)) refuseWith('05049010');
  return pageOf(distributionsMatching(investorId, request), request);
}

/** What was paid out per calendar year, latest year first. */
export function yearTotals(rows: readonly Distribution[]): YearDistribution[] {
  const byYear = new Map<string, Distribution[]>();
  for (const row of rows) {
    const year = row.payDate.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), row]);
  }
  const sum = (list: Distribution[], key: 'amount' | 'incomeAmount' | 'principalAmount') =>
    fen(list.reduce((total, row) => total.plus(row[key]), new Big(0)));
  return [...byYear.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, list]) => ({
      year,
      count: list.length,
      amount: sum(list, 'amount'),
      incomeAmount: sum(list, 'incomeAmount'),
      principalAmount: sum(list, 'principalAmount'),
    }));
}

export function accumulatedIncome(investorId: string, request: AccumulatedIncomeRequest): AccumulatedIncome {
  if (request.productCode && !everHeld(investorId, request.productCode)) refuseWith('05060304');
  const products = holdingViews(investorId, request.productClass)
    .filter((row) => !request.productCode || row.productCode === request.productCode)
    .flatMap((row) =>
      row.productClass === 'FAMILY'
        ? []
        : [
            {
              productCode: row.productCode,
              productName: row.productName,
              productClass: row.productClass,
              holdingStatus: row.holdingStatus,
              incomeKind: KIND[row.productClass],
              income: row.accumulatedIncome,
            },
          ],
    )
    .sort(
      (a, b) =>
        ['FIXED', 'EQUITY', 'CASH'].indexOf(a.productClass) -
          ['FIXED', 'EQUITY', 'CASH'].indexOf(b.productClass) || new Big(b.income).cmp(a.income),
    );
  return {
    asOfDate: VALUATION_DATE,
    totalIncome: fen(products.reduce((total, row) => total.plus(row.income), new Big(0))),
    products,
    years: yearTotals(distributionsMatching(investorId, request)),
  };
}
