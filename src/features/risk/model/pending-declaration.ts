import { useSyncExternalStore } from 'react';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { FamilyRelation } from '@gen/model/familyRelation';
import type { SignElderDeclarationRequestConfirmedItemsItem } from '@gen/model/signElderDeclarationRequestConfirmedItemsItem';
import type { SmsSendState } from '@/page-kit/sms-code';

/**
 * The elderly declaration on its way from commitment to smsOlderVer. In memory only (like the
 * bank card's pending form): a refresh on smsOlderVer sends the investor back to commitment.
 */
export interface PendingDeclaration {
  declarationVersion: string;
  confirmedItems: SignElderDeclarationRequestConfirmedItemsItem[];
  familyName?: string;
  familyRelation?: FamilyRelation;
  redirect?: `/${string}`;
  sms: SmsSendState<SmsTicket>;
}

type Listener = () => void;
let current: PendingDeclaration | null = null;
const listeners = new Set<Listener>();

function publish(next: PendingDeclaration | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export const pendingDeclaration = {
  get: (): PendingDeclaration | null => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A declaration from commitment; unchanged (back and on again) it keeps its SMS send. */
  start(next: Omit<PendingDeclaration, 'sms'>) {
    const { sms: _sms, ...before } = current ?? { sms: undefined };
    const same = current !== null && JSON.stringify(before) === JSON.stringify(next);
    publish({ ...next, sms: same && current ? current.sms : { requested: false } });
  },
  setSms(sms: SmsSendState<SmsTicket>) {
    if (current) publish({ ...current, sms });
  },
  clear() {
    publish(null);
  },
};

export function usePendingDeclaration(): PendingDeclaration | null {
  return useSyncExternalStore(pendingDeclaration.subscribe, pendingDeclaration.get, pendingDeclaration.get);
}
