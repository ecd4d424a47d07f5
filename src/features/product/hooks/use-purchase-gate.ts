import { useProductAdmitControl } from '@gen/hooks/common/common';
import { useCheckCanBuy } from '@gen/hooks/order/order';
import { useCheckCustomerQualification } from '@gen/hooks/risk/risk';
import type { PurchaseType } from '@gen/model/purchaseType';
import { QUALIFICATION_CODES } from '../model/qualification';

/**
 * Asked afresh every time the gate shows: on mount, when the kept-alive page becomes visible again
 * (React's <Activity> re-subscribes the query, which refetches because the answer is always
 * stale), and when the webview regains focus (the investor fixed something in the native app).
 */
const FRESH = { staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: 'always' } as const;

/**
 * The gate's reads: is the product open to this purchase (productAdmitControl), then, once it
 * is, the investor's checks (checkCanBuy) and, beside them, the qualified-investor check for the
 * product (checkCustomerQualification, its refusal codes handled by the gate's row).
 */
export function usePurchaseGate(productCode: string, orderType: PurchaseType) {
  const admission = useProductAdmitControl(
    { productCode, scene: orderType },
    { query: FRESH, request: { ownCodes: ['05018001'] } },
  );
  const gate = useCheckCanBuy(
    { productCode, orderType },
    { query: { ...FRESH, enabled: admission.data?.admitted === true } },
  );
  const qualification = useCheckCustomerQualification(
    { productCode },
    {
      query: { ...FRESH, enabled: admission.data?.admitted === true },
      request: { ownCodes: [...QUALIFICATION_CODES] },
    },
  );
  return { admission, gate, qualification };
}
