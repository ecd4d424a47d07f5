import { Button } from 'antd-mobile';
import type { Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SelectableBankCard } from '@gen/model/selectableBankCard';
import { CardSheetPicker, cardText } from '@/page-kit/bottom-sheet';
import { hrefTo } from '@/routing/href';
import { useReclickGuard } from '@/page-kit/reclick-guard';

export { cardText };

/** The card preselected for payment: the default card when the product takes it, else the first it takes. */
export function preferredCard(cards: readonly SelectableBankCard[]): SelectableBankCard | undefined {
  return cards.find((c) => c.selectable && c.isDefault) ?? cards.find((c) => c.selectable);
}

export interface CardPickerProps {
  cards: readonly SelectableBankCard[];
  value: string;
  onPick: (cardId: string) => void;
  /** The form's wiring (label, focus on error, aria). */
  bind: { id: string; ref: Ref<HTMLButtonElement>; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

/**
 * The paying card: the chosen card on a picker button; a bottom sheet lists every bound card,
 * those the product does not take greyed with the reason, and 添加银行卡.
 */
export function CardPicker({ cards, value, onPick, bind }: CardPickerProps) {
  const navigate = useNavigate();
  const addCard = useReclickGuard(() => navigate(hrefTo('addOrEditBankCard')));
  return (
    <CardSheetPicker
      {...bind}
      cards={cards}
      value={value}
      onPick={onPick}
      title="选择付款银行卡"
      placeholder="请选择付款银行卡"
      footer={(close) => (
        <Button
          block
          fill="outline"
          color="primary"
          onClick={() => {
            close();
            addCard();
          }}
        >
          添加银行卡
        </Button>
      )}
    />
  );
}
