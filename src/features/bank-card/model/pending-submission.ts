import { useSyncExternalStore } from 'react';
import type { BankCardSmsCodeData } from '@gen/model/bankCardSmsCodeData';
import type { SmsSendState } from '@/page-kit/sms-code';
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
  /** Adding only: make the new card the default. */
  setDefault: boolean;
  /** Where the flow started: back there with history when done, instead of stacking pages. */
  startedFromList: boolean;
  /** The last SMS send for this form: kept across going back to the form and on again. */
  sms: SmsSendState<BankCardSmsCodeData>;
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
  /**
   * A submission from the form. Unchanged (the investor went back and on again), it keeps its
   * code and countdown; a changed form needs a new code.
   */
  start(submission: Omit<PendingSubmission, 'sms'>) {
    const same =
      current !== null &&
      current.mode === submission.mode &&
      current.cardId === submission.cardId &&
      JSON.stringify(current.values) === JSON.stringify(submission.values);
    publish({ ...submission, sms: same && current ? current.sms : { requested: false } });
  },
  /** The SMS step's send state (the page kit's SmsSendState), kept with the form it confirms. */
  setSms(sms: PendingSubmission['sms']) {
    if (current) publish({ ...current, sms });
  },
  clear() {
    publish(null);
  },
};

/** The pending submission if it belongs to this form (same mode, same card). */
export function pendingFor(mode: 'add' | 'edit', cardId: string | undefined): PendingSubmission | null {
  return current && current.mode === mode && current.cardId === cardId ? current : null;
}

export function usePendingSubmission(): PendingSubmission | null {
  return useSyncExternalStore(pendingSubmission.subscribe, pendingSubmission.get);
}
