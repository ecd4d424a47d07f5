import { PRIVACY_POLICY_VERSION } from './privacy-policy';

/**
 * The investor's answer on privacyPolicyAgreement, remembered on the device per policy version:
 * the product spec lists no call that records consent, so the server side is left to the backend
 * (a proposal in the content README). A new version asks again. localStorage may throw
 * (private mode, sandboxed web views): the answer then lasts for this page load only.
 */
export const PRIVACY_CONSENT_KEY = 'trust-h5.privacyConsent';

export type ConsentDecision = 'agreed' | 'declined';

export interface ConsentRecord {
  version: string;
  decision: ConsentDecision;
  /** ISO 8601 time of the answer. */
  at: string;
}

let inMemory: ConsentRecord | undefined;

export function readConsent(
  storage: Storage | undefined = globalThis.localStorage,
): ConsentRecord | undefined {
  try {
    const raw = storage?.getItem(PRIVACY_CONSENT_KEY);
    if (!raw) return inMemory;
    const parsed = JSON.parse(raw) as Partial<ConsentRecord>;
    if (
      typeof parsed.version === 'string' &&
      (parsed.decision === 'agreed' || parsed.decision === 'declined') &&
      typeof parsed.at === 'string'
    ) {
      return { version: parsed.version, decision: parsed.decision, at: parsed.at };
    }
    return inMemory;
  } catch {
    return inMemory;
  }
}

/** Agreed to the version in force (an older version's consent does not count). */
export function hasCurrentConsent(record = readConsent()): boolean {
  return record?.decision === 'agreed' && record.version === PRIVACY_POLICY_VERSION.version;
}

export function recordConsent(
  decision: ConsentDecision,
  now: Date = new Date(),
  storage: Storage | undefined = globalThis.localStorage,
): ConsentRecord {
  const record = { version: PRIVACY_POLICY_VERSION.version, decision, at: now.toISOString() };
  inMemory = record;
  try {
    storage?.setItem(PRIVACY_CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Kept in memory only (see above).
  }
  return record;
}
