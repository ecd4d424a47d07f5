import type { HoldingClass } from '@gen/model/holdingClass';

/** The route that shows one asset class on its own. */
export const CLASS_PAGES = {
  FIXED: 'position/fixedIncome',
  EQUITY: 'position/stockIncome',
  CASH: 'position/cashIncomeList',
  FAMILY: 'position/familyTrust',
} as const satisfies Record<HoldingClass, string>;
