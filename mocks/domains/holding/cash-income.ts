import type { CashIncomeDay } from '@gen/model/cashIncomeDay';
import type { CashIncomeRequest } from '@gen/model/cashIncomeRequest';
import { productFacts } from './product-facts';
import { pageOf } from './records';
import { cashIncomeDays, currentHoldings } from './rules';

/**
 * A cash holding's income day by day (edwCashIncomeList), newest first: the same days whose sum is
 * the holding's 累计收益 (rules.ts cashIncomeTotal), so the list and the total agree to the fen.
 */
export function cashIncomeList(investorId: string, request: CashIncomeRequest) {
  const days: CashIncomeDay[] = currentHoldings(investorId)
    .filter((row) => row.cash && (!request.productCode || row.productCode === request.productCode))
    .flatMap((row) =>
      cashIncomeDays(row.productCode, row.cash!.shares, row.cash!.incomeFrom).map((day) => ({
        incomeDate: day.date,
        productCode: row.productCode,
        productName: productFacts(row.productCode).productName,
        shares: row.cash!.shares,
        tenThousandIncome: day.perTenThousand,
        sevenDayYield: day.sevenDayYield,
        income: day.income,
      })),
    )
    .sort((a, b) => b.incomeDate.localeCompare(a.incomeDate) || a.productCode.localeCompare(b.productCode));
  return pageOf(days, request);
}
