import { useSyncExternalStore } from 'react';
import type { BankCardSmsCodeData } from '../../../../generated/model/bankCardSmsCodeData';
import type { CardFormValues } from './card-form';

/**
 * The add/edit form on its way through smsVerification. Kept in memory on purpose, not in the
 * router's state: history.state outlives the page (it is written to the session history), and
 * a full card number does not belong there. The price is that a refresh on smsVerification
 * loses it; that page then sends the investor back to the form.
 */
export interface PendingSubmission {
  mode: 'add' | 'edit';
  /** The card being edited (edit mode). */
  cardId?: string;
  values: CardFormValues;
  /** Where the flow started: back there with history when done, instead of stacking pages. */
  startedFromList: boolean;
  /** The SMS ticket once a code was sent; `requested` guards against double sending. */
  sms: { requested: boolean; ticket?: BankCardSmsCodeData; sentAt?: number };
}

type Listener = () => void;
let current: PendingSubmission | null = null;
const listeners = new Set<Listener>();

function publish(next: PendingSubmission | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export const pendingSubmission = {
  get: (): PendingSubmission | null => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new submission from the form; a changed form needs a new code. */
  start(submission: Omit<PendingSubmission, 'sms'>) {
    publish({ ...submission, sms: { requested: false } });
  },
  markSmsRequested() {
    if (current) publish({ ...current, sms: { ...current.sms, requested: true } });
  },
  smsSent(ticket: BankCardSmsCodeData, sentAt: number) {
    if (current) publish({ ...current, sms: { requested: true, ticket, sentAt } });
  },
  smsFailed() {
    if (current) publish({ ...current, sms: { ...current.sms, requested: false } });
  },
  clear() {
    publish(null);
  },
};

export function usePendingSubmission(): PendingSubmission | null {
  return useSyncExternalStore(pendingSubmission.subscribe, pendingSubmission.get);
}
