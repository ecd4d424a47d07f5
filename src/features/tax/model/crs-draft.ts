import { useSyncExternalStore } from 'react';
import type { CrsResidency } from '@gen/model/crsResidency';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { SmsSendState } from '@/page-kit/sms-code';
import type { AppPath } from '@/routing/query-params';
import type { ResidenceRow } from './crs-rules';

/** The holder's details of fiscal/materials (NON_CN and BOTH). */
export interface CrsDetails {
  surnamePinyin: string;
  givenNamePinyin: string;
  birthDate: string;
  addressCn: string;
  addressEn: string;
  birthPlaceCn: string;
  birthPlaceEn: string;
}

/**
 * The declaration on its way from fiscal/identity to fiscal/note. In memory only (TINs and
 * addresses are not left in the browser's storage): a refresh on a later step sends the investor
 * back to fiscal/identity (the routes' withoutContext). Going back keeps what was entered.
 */
export interface CrsDraft {
  residency: CrsResidency;
  details?: CrsDetails;
  rows?: ResidenceRow[];
  /** The notice read and the 30-day promise given (fiscal/consequence). */
  promiseAccepted: boolean;
  redirect?: AppPath;
  sms: SmsSendState<SmsTicket>;
  /** checkMessage's one-time token, kept while addTaxIssueInfo is retried. */
  checkToken?: string;
}

type Listener = () => void;
let current: CrsDraft | null = null;
const listeners = new Set<Listener>();

function publish(next: CrsDraft | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export const crsDraft = {
  get: (): CrsDraft | null => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** fiscal/identity: a status chosen. The same status again keeps what was entered after it. */
  start(residency: CrsResidency, redirect?: AppPath) {
    if (current && current.residency === residency) {
      publish({ ...current, redirect });
      return;
    }
    const kept = current && residency !== 'CN_ONLY' ? { details: current.details, rows: current.rows } : {};
    publish({ residency, redirect, promiseAccepted: false, sms: { requested: false }, ...kept });
  },
  update(patch: Partial<Omit<CrsDraft, 'residency'>>) {
    if (current) publish({ ...current, ...patch });
  },
  clear() {
    publish(null);
  },
};

export function useCrsDraft(): CrsDraft | null {
  return useSyncExternalStore(crsDraft.subscribe, crsDraft.get, crsDraft.get);
}
