import { useSyncExternalStore } from 'react';
import type { AssetProofLanguage } from '@gen/model/assetProofLanguage';
import type { OpenAssetData } from '@gen/model/openAssetData';
import type { SmsSendState } from '@/page-kit/sms-code';

/**
 * The certificate request on its way from assetCertificateIndex through assetShortMessage. Kept
 * in memory like the bank card's pending form: a refresh on the SMS page loses it, and that page
 * then sends the investor back to the form.
 */
export interface PendingApplication {
  asOfDate: string;
  productCodes: string[];
  language: AssetProofLanguage;
  /** English only: the holder's name in pinyin, as the investor checked it. */
  pinyinName?: string;
  /** For the SMS page's summary line. */
  productCount: number;
  totalAmount: string;
  /** The last send (its ticket carries the applyNo a resend must repeat). */
  sms: SmsSendState<OpenAssetData>;
}

type Listener = () => void;
let current: PendingApplication | null = null;
const listeners = new Set<Listener>();

function publish(next: PendingApplication | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

const sameRequest = (a: PendingApplication, b: Omit<PendingApplication, 'sms'>) =>
  a.asOfDate === b.asOfDate &&
  a.language === b.language &&
  a.pinyinName === b.pinyinName &&
  a.productCodes.join() === b.productCodes.join();

export const pendingApplication = {
  get: (): PendingApplication | null => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The same request again (back to the form and on) keeps its code and countdown; a change needs a new one. */
  start(application: Omit<PendingApplication, 'sms'>) {
    const keep = current !== null && sameRequest(current, application);
    publish({ ...application, sms: keep && current ? current.sms : { requested: false } });
  },
  setSms(sms: PendingApplication['sms']) {
    if (current) publish({ ...current, sms });
  },
  clear() {
    publish(null);
  },
};

export function usePendingApplication(): PendingApplication | null {
  return useSyncExternalStore(pendingApplication.subscribe, pendingApplication.get);
}
