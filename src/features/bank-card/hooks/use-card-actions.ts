import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  getBankCardListQueryKey,
  useBankCardAsDefault,
  useCheckRemoveBankCard,
} from '@gen/hooks/bank-card/bank-card';
import type { BankCard } from '@gen/model/bankCard';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { unbindRefusalOf, type CannotUnbindState } from '../model/unbind-refusal';

/**
 * The list's two card actions, each behind the confirm dialog. Both refresh the list after a
 * success. One synchronous lock (useSubmit) covers both, from the first tap to the refresh: a
 * burst of taps opens one dialog and sends one request, and `busy` lets the page disable every
 * action button meanwhile (the dialog's OK keeps its own 2 s guard).
 *
 * The confirm texts carry server fields (bank name, card tail): confirmDialog shows `content`
 * as plain text, so they never become markup.
 */
export function useCardActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // "设置成功" / "解绑成功" come from the catalogue; mutateAsync resolves once the toast closed.
  const setDefault = useBankCardAsDefault({ request: { label: '设置' } });
  // The refusal (05020001, listed in the call's contract) is a page of its own, not a toast;
  // every other failure, 05020008 included, gets the catalogue's toast.
  const unbind = useCheckRemoveBankCard({ request: { label: '解绑', ownCodes: ['05020001'] } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getBankCardListQueryKey({}) });

  async function setDefaultCard(card: BankCard) {
    const ok = await confirmDialog({
      title: '设为默认卡',
      content: `确定将${card.bnkName}（尾号${card.cardNoLast4}）设为默认卡吗？新的认购和收益分配将默认使用该卡。`,
      okBtnText: '设为默认',
    });
    if (!ok) return;
    try {
      await setDefault.mutateAsync({ data: { cardId: card.cardId } });
    } catch {
      return; // The catalogue has shown why.
    } finally {
      await refresh();
    }
  }

  async function unbindCard(card: BankCard) {
    const ok = await confirmDialog({
      title: '解绑银行卡',
      content: `确定解绑${card.bnkName}（尾号${card.cardNoLast4}）吗？解绑后该卡不能再用于认购、赎回及收益分配。`,
      okBtnText: '解绑',
    });
    if (!ok) return;
    try {
      await unbind.mutateAsync({ data: { cardId: card.cardId } });
      await refresh();
    } catch (error) {
      const reasons = unbindRefusalOf(error);
      if (reasons) {
        const state: CannotUnbindState = { bnkName: card.bnkName, cardNoLast4: card.cardNoLast4, reasons };
        navigate(hrefTo('cannotUnbind', { cardId: card.cardId }), { state });
        return;
      }
      await refresh(); // The catalogue has shown why; the card may be gone (05020008).
    }
  }

  // No re-click window after an action ends (guardMs 0): the dialog is inside the lock, so a
  // double tap cannot reach a second request anyway, and a window shared by both actions would
  // swallow the investor's next, different action (unbind right after set default).
  const submit = useSubmit(
    (kind: 'default' | 'unbind', card: BankCard) =>
      kind === 'default' ? setDefaultCard(card) : unbindCard(card),
    { guardMs: 0 },
  );
  const busy = submit.pending || setDefault.isPending || unbind.isPending;
  const running = setDefault.isPending ? setDefault : unbind.isPending ? unbind : undefined;
  return {
    askSetDefault: (card: BankCard) => submit.run('default', card),
    askUnbind: (card: BankCard) => submit.run('unbind', card),
    busy,
    runningCardId: running?.variables?.data.cardId,
  };
}
