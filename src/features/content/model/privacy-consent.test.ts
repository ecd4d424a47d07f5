import { beforeEach, describe, expect, it } from 'vitest';
import { hasCurrentConsent, PRIVACY_CONSENT_KEY, readConsent, recordConsent } from './privacy-consent';
import { PRIVACY_POLICY_VERSION } from './privacy-policy';

beforeEach(() => localStorage.clear());

describe('privacy consent', () => {
  it('records the answer with the policy version and reads it back', () => {
    const at = new Date('2026-03-10T01:02:03Z');
    recordConsent('agreed', at);
    expect(readConsent()).toEqual({
      version: PRIVACY_POLICY_VERSION.version,
      decision: 'agreed',
      at: at.toISOString(),
    });
    expect(hasCurrentConsent()).toBe(true);
    recordConsent('declined', at);
    expect(hasCurrentConsent()).toBe(false);
  });

  it('does not count consent to an older version, and ignores a damaged record', () => {
    localStorage.setItem(
      PRIVACY_CONSENT_KEY,
      JSON.stringify({ version: 'V1.0', decision: 'agreed', at: 'x' }),
    );
    expect(hasCurrentConsent()).toBe(false);
    localStorage.setItem(PRIVACY_CONSENT_KEY, '{"decision":"maybe"');
    expect(() => readConsent()).not.toThrow();
  });

  it('keeps the answer in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    recordConsent('agreed', new Date(), broken);
    expect(readConsent(broken)?.decision).toBe('agreed');
  });
});
