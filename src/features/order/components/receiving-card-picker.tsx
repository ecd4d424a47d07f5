import type { SelectableBankCard } from '@gen/model/selectableBankCard';
import '../styles/trade.css';
import type { FieldBind } from '@/page-kit/form';
import { CardSheetPicker, cardText } from '@/page-kit/bottom-sheet';

export { cardText };

/** The card preselected: the one the server names, else the default card, else the first allowed. */
export function preferredCard(cards: readonly SelectableBankCard[], named?: string) {
  return (
    cards.find((c) => c.selectable && c.cardId === named) ??
    cards.find((c) => c.selectable && c.isDefault) ??
    cards.find((c) => c.selectable)
  );
}

export interface ReceivingCardPickerProps {
  cards: readonly SelectableBankCard[];
  value: string;
  onPick: (cardId: string) => void;
  bind: FieldBind;
  /** The sheet's title, e.g. 选择到账银行卡. */
  title: string;
}

/** A bound card for the money to go to: the choice on a picker button, every card in a bottom sheet. */
export function ReceivingCardPicker({ bind, ...picker }: ReceivingCardPickerProps) {
  return <CardSheetPicker {...bind} {...picker} />;
}
