import type { BankCard } from '@gen/model/bankCard';
import type { UnbindBlockReason } from '@gen/model/unbindBlockReason';
import { isBusinessError } from '@/api/business-error';

/**
 * Labels of the block types the contract lists. The server may add a type before this app knows
 * it (the transport lets an unknown enum string through): every place that shows a
 * block type goes through blockTypeLabel(), which falls back to a neutral text, never "undefined".
 */
const BLOCK_LABELS: Readonly<Record<string, string>> = { HOLDING: '存续产品', IN_TRANSIT: '在途交易' };
export const UNKNOWN_BLOCK_LABEL = '其他未完成业务';

/** 存续产品 / 在途交易, or 其他未完成业务 for a type the contract does not list (yet). */
export function blockTypeLabel(type: unknown): string {
  return (
    (typeof type === 'string' && Object.hasOwn(BLOCK_LABELS, type) && BLOCK_LABELS[type]) ||
    UNKNOWN_BLOCK_LABEL
  );
}

/** "该卡有存续产品、在途交易，暂不可解绑" for a card's unbindBlockedBy, each label once. */
export function unbindBlockedNote(types: BankCard['unbindBlockedBy'] | undefined): string {
  const labels = [...new Set((types ?? []).map(blockTypeLabel))];
  return `该卡有${labels.join('、') || '存续产品或在途交易'}，暂不可解绑`;
}

function isReason(value: unknown): value is UnbindBlockReason {
  const reason = value as Partial<UnbindBlockReason> | null;
  return (
    typeof reason === 'object' &&
    reason !== null &&
    typeof reason.reasonText === 'string' &&
    // Any string: a type the contract does not list yet still explains the refusal.
    typeof reason.blockType === 'string'
  );
}

/**
 * The reasons carried by checkRemoveBankCard's refusal (05020001, a code of the call's contract),
 * or null for any other error. ApiError.result is the envelope's `result` as received (untyped on
 * a failure, and not checked against the contract), so it is checked here, not cast. A reason's
 * `blockType` may be a type the contract does not list yet: show it with blockTypeLabel().
 */
export function unbindRefusalOf(error: unknown): UnbindBlockReason[] | null {
  if (!isBusinessError(error, '05020001')) return null;
  const data = (error.result as { data?: { reasons?: unknown } } | undefined)?.data;
  return Array.isArray(data?.reasons) ? data.reasons.filter(isReason) : [];
}

/** What cannotUnbind receives in the router state. */
export interface CannotUnbindState {
  bnkName: string;
  cardNoLast4: string;
  reasons: UnbindBlockReason[];
}
