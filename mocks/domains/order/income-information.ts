import Big from 'big.js';
import type { IncomeInformationData } from '@gen/model/incomeInformationData';
import type { IncomeSchedulePeriod } from '@gen/model/incomeSchedulePeriod';
import { refuseWith } from '@mocks/http/refusal';
import { productFacts } from '../holding/product-facts';
import { positionsOf } from '../holding/rules';
import { distributions, periodIncome } from '../holding/seed';

/**
 * incomeInformation (收益信息): one fixed-income holding's whole schedule, by calendar year. Paid
 * periods are the holding domain's distributions as stored; the periods to come are estimated
 * the way the holding seed computes a period (principal × rate × days / 365, half up to the
 * fen), the last one with the principal (本息); a plan in liquidation has its last period pending.
 */

const fen = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

export function incomeInformation(investorId: string, productCode: string): IncomeInformationData {
  const row = positionsOf(investorId).find((held) => held.productCode === productCode);
  if (!row || row.status === 'CLEARED') refuseWith('05049010');
  const fixed = row.fixed;
  if (!fixed || !row.bankName || !row.cardTail) refuseWith('05049011');
  const paid = new Map(
    distributions.findMany((q) => q.where({ investorId, productCode })).map((d) => [d.period, d] as const),
  );
  let start = fixed.valueDate;
  const periods: IncomeSchedulePeriod[] = fixed.schedule.map((end, index) => {
    const period = index + 1;
    const final = index === fixed.schedule.length - 1;
    const interestStart = start;
    start = end;
    const done = paid.get(period);
    if (done) {
      return {
        period,
        payDate: done.payDate,
        distributionType: done.distributionType,
        state: 'PAID' as const,
        amount: done.amount,
        incomeAmount: done.incomeAmount,
        principalAmount: done.principalAmount,
        interestStart: done.interestStart,
        interestEnd: done.interestEnd,
        rate: done.rate,
      };
    }
    const income = periodIncome(fixed.principal, fixed.rate, interestStart, end);
    const principal = final ? fixed.principal : '0.00';
    return {
      period,
      payDate: end,
      distributionType: final ? ('PRINCIPAL_AND_INCOME' as const) : ('INCOME' as const),
      state: final && row.status === 'LIQUIDATING' ? ('PENDING' as const) : ('PLANNED' as const),
      amount: fen(new Big(income).plus(principal)),
      incomeAmount: income,
      principalAmount: principal,
      interestStart,
      interestEnd: end,
      rate: fixed.rate,
    };
  });
  const sum = (list: IncomeSchedulePeriod[], paidOnes: boolean) =>
    fen(
      list
        .filter((p) => (p.state === 'PAID') === paidOnes)
        .reduce((total, p) => total.plus(p.amount), new Big(0)),
    );
  const years = [...new Set(periods.map((p) => p.payDate.slice(0, 4)))].sort().map((year) => {
    const inYear = periods.filter((p) => p.payDate.startsWith(year));
    return { year, paidAmount: sum(inYear, true), plannedAmount: sum(inYear, false), periods: inYear };
  });
  return {
    productCode,
    productName: productFacts(productCode).productName,
    principal: fixed.principal,
    benchmarkRate: fixed.rate,
    valueDate: fixed.valueDate,
    maturityDate: fixed.maturityDate,
    distributionMode: fixed.distributionMode,
    holdingStatus: row.status === 'LIQUIDATING' ? 'LIQUIDATING' : 'RUNNING',
    bankName: row.bankName,
    cardTail: row.cardTail,
    paidTotal: sum(periods, true),
    plannedTotal: sum(periods, false),
    years,
  };
}
