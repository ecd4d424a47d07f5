import type { SelectableBankCard } from '@gen/model/selectableBankCard';
import { SheetOption, SheetOptions } from './sheet-option';

/** 招商银行 尾号5678. */
export const cardText = (card: Pick<SelectableBankCard, 'bnkName' | 'cardNoLast4'>) =>
  `${card.bnkName} 尾号${card.cardNoLast4}`;

/** What the list shows of a card (selectableBankCard carries it). */
export type CardOption = Pick<
  SelectableBankCard,
  'cardId' | 'bnkName' | 'cardNoLast4' | 'cardNoMasked' | 'isDefault' | 'selectable' | 'unselectableReason'
>;

export interface CardOptionsProps {
  cards: readonly CardOption[];
  /** The chosen card's id. */
  value: string;
  onPick: (cardId: string) => void;
}

/**
 * The investor's bound cards as a sheet's options (a paying or a receiving card): 默认 tagged, the
 * masked number under each, a card the business does not take greyed with the server's reason.
 */
export function CardOptions({ cards, value, onPick }: CardOptionsProps) {
  return (
    <SheetOptions>
      {cards.map((card) => (
        <SheetOption
          key={card.cardId}
          title={cardText(card)}
          tag={card.isDefault ? '默认' : undefined}
          sub={card.selectable ? card.cardNoMasked : (card.unselectableReason ?? '暂不可用')}
          selected={card.cardId === value}
          disabled={!card.selectable}
          onSelect={() => onPick(card.cardId)}
        />
      ))}
    </SheetOptions>
  );
}
