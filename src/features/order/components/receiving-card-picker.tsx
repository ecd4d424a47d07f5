import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import type { SelectableBankCard } from '../../../../generated/model/selectableBankCard';
import type { FieldBind } from '../../../page-kit/form/form-field';
import { SelectField } from '../../../page-kit/select-field/select-field';
import './trade.css';

export const cardText = (card: Pick<SelectableBankCard, 'bnkName' | 'cardNoLast4'>) =>
  `${card.bnkName} 尾号${card.cardNoLast4}`;

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
export function ReceivingCardPicker({ cards, value, onPick, bind, title }: ReceivingCardPickerProps) {
  const [open, setOpen] = useState(false);
  const chosen = cards.find((c) => c.cardId === value);
  return (
    <>
      <SelectField
        {...bind}
        value={chosen ? cardText(chosen) : ''}
        placeholder="请选择银行卡"
        onClick={() => setOpen(true)}
      />
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="trade-sheet"
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-label={title}>
          <div className="trade-sheet-head">
            <h2 className="trade-sheet-title">{title}</h2>
            <Button fill="none" size="small" onClick={() => setOpen(false)}>
              取消
            </Button>
          </div>
          <ul className="trade-card-list">
            {cards.map((card) => (
              <li key={card.cardId}>
                <button
                  type="button"
                  className="trade-card-option"
                  aria-pressed={card.cardId === value}
                  disabled={!card.selectable}
                  onClick={() => {
                    onPick(card.cardId);
                    setOpen(false);
                  }}
                >
                  <span className="trade-card-name">
                    {cardText(card)}
                    {card.isDefault ? <span className="trade-card-default">默认</span> : null}
                  </span>
                  <span className="trade-card-sub">
                    {card.selectable ? card.cardNoMasked : (card.unselectableReason ?? '暂不可用')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </Popup>
    </>
  );
}
