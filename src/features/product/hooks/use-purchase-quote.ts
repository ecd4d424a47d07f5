import { keepPreviousData } from '@tanstack/react-query';
import { useGetPurchaseFee, useRateCalculation } from '@gen/hooks/product/product';
import type { PurchaseType } from '@gen/model/purchaseType';
import { amountError, toContractAmount, type AmountRules } from '@/page-kit/amount-input';
import { useDebouncedValue } from '@/page-kit/debounced-value';

/** Typing pauses this long before the benchmark and the fee are asked for the amount. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * The benchmark tier (rateCalculation) and the fee (getPurchaseFee) for the amount being typed:
 * asked only for an amount the form accepts (起投, 递增, 剩余额度), a moment after typing stops;
 * the last answer stays on screen while the next one loads, so the lines do not flicker.
 */
export function usePurchaseQuote(
  productCode: string,
  orderType: PurchaseType,
  typed: string,
  rules: AmountRules,
) {
  const settled = useDebouncedValue(typed, QUOTE_DEBOUNCE_MS);
  const amount = amountError(settled, rules) === undefined ? toContractAmount(settled) : undefined;
  const request = { productCode, orderType, amount: amount ?? '0.00' };
  const options = { query: { enabled: amount !== undefined, placeholderData: keepPreviousData } };
  const rate = useRateCalculation(request, options);
  const fee = useGetPurchaseFee(request, options);
  // An amount that no longer fits shows no quote (the previous one would belong to another amount).
  const current = amount !== undefined && amountError(typed, rules) === undefined;
  return {
    amount,
    rate: current ? rate.data : undefined,
    fee: current ? fee.data : undefined,
    loading: current && (rate.isFetching || fee.isFetching),
  };
}
