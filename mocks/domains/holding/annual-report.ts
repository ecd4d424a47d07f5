import Big from 'big.js';
import type { AnnualReport } from '@gen/model/annualReport';
import type { AnnualReportProduct } from '@gen/model/annualReportProduct';
import type { AnnualReportRequest } from '@gen/model/annualReportRequest';
import type { HoldingClass } from '@gen/model/holdingClass';
import { refuseWith } from '@mocks/http/refusal';
import { findProduct } from '../product/seed';
import { VALUATION_DATE } from './product-facts';
import { distributionsFor, tradesOf } from './records';
import { CLASS_ORDER } from './rules';
import { holdings } from './seed';

/**
 * personalAnnualReport: one calendar year of the investor's confirmed trades and distributions,
 * summed exactly. Investments are confirmed subscriptions, additions and transfers in (by their
 * confirmation date); redemptions and transfers out count once confirmed with an amount.
 */

const fen = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);
const IN = new Set(['SUBSCRIBE', 'ADDITIONAL', 'TRANSFER_IN']);
const OUT = new Set(['REDEEM', 'TRANSFER_OUT']);

function classOf(investorId: string, productCode: string): HoldingClass {
  return (holdings.findFirst((q) => q.where({ investorId, productCode }))?.productClass ??
    findProduct(productCode)?.productClass ??
    'FIXED') as HoldingClass;
}

/** The years from the first confirmed investment to the valuation year, newest first. */
function yearsOf(investorId: string): string[] {
  const first = tradesOf(investorId)
    .filter((row) => row.status === 'CONFIRMED' && IN.has(row.tradeType) && row.confirmDate)
    .map((row) => Number(row.confirmDate!.slice(0, 4)))
    .sort((a, b) => a - b)[0];
  const last = Number(VALUATION_DATE.slice(0, 4));
  if (first === undefined) return [];
  return Array.from({ length: last - first + 1 }, (_, index) => String(last - index));
}

export function annualReport(investorId: string, request: AnnualReportRequest): AnnualReport {
  const years = yearsOf(investorId);
  const year = request.year ?? years[0];
  if (!year || !years.includes(year)) refuseWith('05060401');
  const inYear = (date: string | undefined) => !!date && date.startsWith(`${year}-`);
  const confirmed = tradesOf(investorId).filter(
    (row) => row.status === 'CONFIRMED' && row.amount && inYear(row.confirmDate),
  );
  const paid = distributionsFor(investorId).filter((row) => inYear(row.payDate));

  const rows = new Map<string, AnnualReportProduct>();
  const rowOf = (productCode: string, productName: string) => {
    const known = rows.get(productCode);
    if (known) return known;
    const row: AnnualReportProduct = {
      productCode,
      productName,
      productClass: classOf(investorId, productCode),
      investedAmount: '0.00',
      redeemedAmount: '0.00',
      incomeAmount: '0.00',
      principalAmount: '0.00',
    };
    rows.set(productCode, row);
    return row;
  };
  const add = (a: string, b: string) => fen(new Big(a).plus(b));
  for (const trade of confirmed) {
    const row = rowOf(trade.productCode, trade.productName);
    if (IN.has(trade.tradeType)) row.investedAmount = add(row.investedAmount, trade.amount!);
    if (OUT.has(trade.tradeType)) row.redeemedAmount = add(row.redeemedAmount, trade.amount!);
  }
  for (const payment of paid) {
    const row = rowOf(payment.productCode, payment.productName);
    row.incomeAmount = add(row.incomeAmount, payment.incomeAmount);
    row.principalAmount = add(row.principalAmount, payment.principalAmount);
  }
  const products = [...rows.values()].sort(
    (a, b) =>
      CLASS_ORDER.indexOf(a.productClass) - CLASS_ORDER.indexOf(b.productClass) ||
      new Big(b.incomeAmount).cmp(a.incomeAmount),
  );
  const sum = (key: 'investedAmount' | 'redeemedAmount' | 'incomeAmount' | 'principalAmount') =>
    fen(products.reduce((total, row) => total.plus(row[key]), new Big(0)));
  const complete = year < VALUATION_DATE.slice(0, 4);
  return {
    year,
    years,
    complete,
    asOfDate: complete ? `${year}-12-31` : VALUATION_DATE,
    investedAmount: sum('investedAmount'),
    investCount: confirmed.filter((row) => IN.has(row.tradeType)).length,
    redeemedAmount: sum('redeemedAmount'),
    redeemCount: confirmed.filter((row) => OUT.has(row.tradeType)).length,
    incomeAmount: sum('incomeAmount'),
    principalAmount: sum('principalAmount'),
    distributionCount: paid.length,
    products,
  };
}
