import { useSyncExternalStore } from 'react';
import type { ChangeReasonCode } from '@gen/model/changeReasonCode';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { SmsSendState } from '@/page-kit/sms-code';

/** One account in the change's summary: bank, masked number, branch. */
export interface AccountShown {
  bankName: string;
  cardNoMasked: string;
  branchName?: string;
}

/**
 * The receiving-account change on its way from changeConfirm through changeShortMessage. Kept in
 * memory like the other SMS steps' requests: a refresh on the SMS page loses it, and that page
 * then sends the investor back to the accounts. Going back to the form keeps what was entered.
 */
export interface PendingChange {
  trustCode: string;
  trustName: string;
  newCardId: string;
  oldAccount: AccountShown;
  newAccount: AccountShown;
  reasonCode: ChangeReasonCode;
  reasonText?: string;
  bankCardFileIds: string[];
  idCardFileIds: string[];
  /** The last send (the code is bound to this trust and card). */
  sms: SmsSendState<SmsTicket>;
}

type Listener = () => void;
let current: PendingChange | null = null;
const listeners = new Set<Listener>();

function publish(next: PendingChange | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export const pendingChange = {
  get: (): PendingChange | null => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The same trust and card again keeps the code and its countdown; another card needs a new code. */
  start(change: Omit<PendingChange, 'sms'>) {
    const keep =
      current !== null && current.trustCode === change.trustCode && current.newCardId === change.newCardId;
    publish({ ...change, sms: keep && current ? current.sms : { requested: false } });
  },
  setSms(sms: PendingChange['sms']) {
    if (current) publish({ ...current, sms });
  },
  clear() {
    publish(null);
  },
};

export function usePendingChange(): PendingChange | null {
  return useSyncExternalStore(pendingChange.subscribe, pendingChange.get);
}

/** What the form starts from: the pending change's entries when it is for this trust and card. */
export function draftFor(trustCode: string, cardId: string) {
  const pending = current;
  if (!pending || pending.trustCode !== trustCode || pending.newCardId !== cardId) return undefined;
  return {
    reasonCode: pending.reasonCode,
    reasonText: pending.reasonText ?? '',
    bankCardFileIds: pending.bankCardFileIds,
    idCardFileIds: pending.idCardFileIds,
  };
}
