import type { ReactNode } from 'react';
import { cardGrouped } from '../model/text';

/**
 * A bank card as the account pages show it: bank, the masked number grouped in fours (spec
 * section 5) and one line of detail. Numbers arrive masked from the server.
 */
export function CardFace({
  bankName,
  cardNoMasked,
  meta,
}: {
  bankName: string;
  cardNoMasked: string;
  meta?: ReactNode;
}) {
  return (
    <div className="ft-card-face">
      <p className="ft-card-bank">{bankName}</p>
      <p className="ft-card-number">{cardGrouped(cardNoMasked)}</p>
      {meta ? <p className="ft-card-meta">{meta}</p> : null}
    </div>
  );
}
