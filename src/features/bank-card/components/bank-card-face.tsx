import type { ReactNode } from 'react';
import type { BankCard } from '@gen/model/bankCard';
import { maskBankCard } from '@/format/bank-card';
import { unbindBlockedNote } from '../model/unbind-refusal';
import { bankTone } from '../model/bank-tone';
import './bank-card-face.css';

export interface BankCardFaceProps {
  card: BankCard;
  /** The card's actions (set default, edit, unbind), below the face. */
  actions?: ReactNode;
}

/**
 * One bound card: bank and default tag, the masked number grouped in fours (spec section 5),
 * 户名, and where the card was opened. The number arrives masked from the server; the shared
 * formatter only regroups it.
 */
export function BankCardFace({ card, actions }: BankCardFaceProps) {
  const titleId = `bank-card-${card.cardId}`;
  return (
    <article className="bank-card" aria-labelledby={titleId}>
      <div className="bank-card-face" style={{ background: bankTone(card.bnkName) }}>
        <div className="bank-card-head">
          <span className="bank-card-logo" aria-hidden="true">
            {card.bnkName.replace(/^中国/, '').charAt(0)}
          </span>
          <h2 id={titleId} className="bank-card-bank">
            {card.bnkName}
            <span className="visually-hidden">尾号{card.cardNoLast4}</span>
          </h2>
          {card.isDefault ? <span className="bank-card-default">默认卡</span> : null}
        </div>
        <p className="bank-card-number">{maskBankCard(card.cardNoMasked)}</p>
        <dl className="bank-card-meta">
          <div>
            <dt>户名</dt>
            <dd>{card.acctName}</dd>
          </div>
          <div>
            <dt>开户行</dt>
            <dd>
              {card.provinceName === card.cityName ? card.cityName : `${card.provinceName}${card.cityName}`} ·{' '}
              {card.branchName}
            </dd>
          </div>
          <div>
            <dt>预留手机</dt>
            <dd>{card.reservedPhoneMasked}</dd>
          </div>
        </dl>
        {!card.unbindable ? (
          <p className="bank-card-note">{unbindBlockedNote(card.unbindBlockedBy)}</p>
        ) : null}
      </div>
      {actions ? <div className="bank-card-actions">{actions}</div> : null}
    </article>
  );
}
