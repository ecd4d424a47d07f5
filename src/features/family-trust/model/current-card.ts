import type { BankCard } from '@gen/model/bankCard';
import type { BeneficiaryAccount } from '@gen/model/beneficiaryAccount';
import { tailOf } from './text';

/** Whether a bound card is the account the trust pays to now (by id, else by bank and tail). */
export function isCurrentCard(card: BankCard, account: BeneficiaryAccount): boolean {
  if (account.cardId) return card.cardId === account.cardId;
  return card.bnkName === account.bankName && card.cardNoLast4 === tailOf(account.cardNoMasked);
}
