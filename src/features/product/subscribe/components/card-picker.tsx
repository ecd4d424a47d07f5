import { Button, Popup } from 'antd-mobile';
import { useState, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SelectableBankCard } from '../../../../../generated/model/selectableBankCard';
import { SelectField } from '../../../../page-kit/select-field/select-field';
import { hrefTo } from '../../../../routing/href';
import { useReclickGuard } from '../../../../widgets/shared/use-reclick-guard';

/** 招商银行 尾号5678. */
export const cardText = (card: Pick<SelectableBankCard, 'bnkName' | 'cardNoLast4'>) =>
  `${card.bnkName} 尾号${card.cardNoLast4}`;

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
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const addCard = useReclickGuard(() => {
    setOpen(false);
    navigate(hrefTo('addOrEditBankCard'));
  });
  const chosen = cards.find((c) => c.cardId === value);
  return (
    <>
      <SelectField
        {...bind}
        value={chosen ? cardText(chosen) : ''}
        placeholder="请选择付款银行卡"
        onClick={() => setOpen(true)}
      />
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="subscribe-sheet"
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-label="选择付款银行卡">
          <div className="subscribe-sheet-head">
            <h2 className="subscribe-sheet-title">选择付款银行卡</h2>
            <Button fill="none" size="small" onClick={() => setOpen(false)}>
              取消
            </Button>
          </div>
          <ul className="subscribe-card-list">
            {cards.map((card) => (
              <li key={card.cardId}>
                <button
                  type="button"
                  className="subscribe-card-option"
                  aria-pressed={card.cardId === value}
                  disabled={!card.selectable}
                  onClick={() => {
                    onPick(card.cardId);
                    setOpen(false);
                  }}
                >
                  <span className="subscribe-card-name">
                    {cardText(card)}
                    {card.isDefault ? <span className="subscribe-card-default">默认</span> : null}
                  </span>
                  <span className="subscribe-card-sub">
                    {card.selectable ? card.cardNoMasked : (card.unselectableReason ?? '暂不可用')}
                  </span>
                  {card.cardId === value ? (
                    <span className="subscribe-card-check" aria-hidden="true">
                      ✓
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          <div className="subscribe-sheet-foot">
            <Button block fill="outline" color="primary" onClick={addCard}>
              添加银行卡
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
