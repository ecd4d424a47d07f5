import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  getBankCardListQueryKey,
  useBankCardAsDefault,
  useCheckRemoveBankCard,
} from '../../../../generated/hooks/bank-card/bank-card';
import type { BankCard } from '../../../../generated/model/bankCard';
import { confirmDialog } from '../../../widgets/confirm-dialog/confirm-dialog-store';
import { unbindRefusalOf, type CannotUnbindState } from '../model/unbind-refusal';

/**
 * The list's two card actions, each behind the confirm dialog. Both refresh the list after a
 * success; `busy` is true while either runs, so the page can lock every action button
 * (double-submit protection on top of the dialog's 2 s OK guard).
 */
export function useCardActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // "设置成功" / "解绑成功" come from the catalogue; mutateAsync resolves once the toast closed.
  const setDefault = useBankCardAsDefault({ request: { label: '设置' } });
  // Silent: a refusal (05020001) is not an error for the investor but a page of its own.
  const unbind = useCheckRemoveBankCard({ request: { label: '解绑', silent: true } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getBankCardListQueryKey({}) });
  const busy = setDefault.isPending || unbind.isPending;

  async function askSetDefault(card: BankCard) {
    if (busy) return;
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

  async function askUnbind(card: BankCard) {
    if (busy) return;
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
        navigate(`/phone/cannotUnbind?cardId=${encodeURIComponent(card.cardId)}`, { state });
        return;
      }
      // Called silent for the refusal's sake: any other failure is shown here, with the
      // catalogue's own text for it (navigation rows such as login still ran).
      if (error instanceof Error && error.message)
        Toast.show({ icon: 'fail', content: error.message, duration: 2000 });
      await refresh();
    }
  }

  const running = setDefault.isPending ? setDefault : unbind.isPending ? unbind : undefined;
  return { askSetDefault, askUnbind, busy, runningCardId: running?.variables?.data.cardId };
}
