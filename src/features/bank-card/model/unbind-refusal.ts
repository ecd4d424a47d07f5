import type { CheckRemoveBankCardData } from '../../../../generated/model/checkRemoveBankCardData';
import type { UnbindBlockReason } from '../../../../generated/model/unbindBlockReason';
import { isApiError } from '../../../api/api-error';

/** checkRemoveBankCard's refusal (contract: x-status-codes of checkRemoveBankCard). */
export const UNBIND_REFUSED = '05020001';

const BLOCK_TYPES = new Set(['HOLDING', 'IN_TRANSIT']);

function isReason(value: unknown): value is UnbindBlockReason {
  const reason = value as Partial<UnbindBlockReason> | null;
  return (
    typeof reason === 'object' &&
    reason !== null &&
    typeof reason.reasonText === 'string' &&
    BLOCK_TYPES.has(String(reason.blockType))
  );
}

/**
 * The reasons carried by a 05020001 refusal, or null for any other error. ApiError.result is
 * the envelope's `result` as received (untyped on a failure), so it is checked, not cast.
 */
export function unbindRefusalOf(error: unknown): UnbindBlockReason[] | null {
  if (!isApiError(error) || error.kind !== 'business' || error.statusCode !== UNBIND_REFUSED) return null;
  const data = (error.result as { data?: Partial<CheckRemoveBankCardData> } | undefined)?.data;
  return Array.isArray(data?.reasons) ? data.reasons.filter(isReason) : [];
}

/** What cannotUnbind receives in the router state. */
export interface CannotUnbindState {
  bnkName: string;
  cardNoLast4: string;
  reasons: UnbindBlockReason[];
}
