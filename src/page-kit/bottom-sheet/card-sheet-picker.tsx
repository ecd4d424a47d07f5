import { useState, type ReactNode } from 'react';
import { SelectField, type SelectFieldProps } from '@/page-kit/select-field';
import { BottomSheet } from './bottom-sheet';
import { CardOptions, cardText, type CardOption } from './card-options';

export interface CardSheetPickerProps extends Omit<SelectFieldProps, 'value' | 'onClick' | 'title'> {
  cards: readonly CardOption[];
  /** The chosen card's id ('' for none). */
  value: string;
  onPick: (cardId: string) => void;
  /** The sheet's title: 选择付款银行卡, 选择到账银行卡. */
  title: string;
  /** Under the cards, e.g. 添加银行卡; `close` shuts the sheet first. */
  footer?: (close: () => void) => ReactNode;
  /** Starts with the sheet up (the gallery's open state). */
  defaultOpen?: boolean;
}

/**
 * A bank card for a form row: the chosen card on a picker button (spread the row's bind on it, as
 * on a SelectField), every bound card in a bottom sheet; picking one closes it.
 */
export function CardSheetPicker({
  cards,
  value,
  onPick,
  title,
  footer,
  placeholder = '请选择银行卡',
  defaultOpen = false,
  ...field
}: CardSheetPickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  const chosen = cards.find((card) => card.cardId === value);
  return (
    <>
      <SelectField
        {...field}
        value={chosen ? cardText(chosen) : ''}
        placeholder={placeholder}
        onClick={() => setOpen(true)}
      />
      <BottomSheet visible={open} onClose={close} title={title} closeText="取消" footer={footer?.(close)}>
        <CardOptions
          cards={cards}
          value={value}
          onPick={(cardId) => {
            onPick(cardId);
            close();
          }}
        />
      </BottomSheet>
    </>
  );
}
