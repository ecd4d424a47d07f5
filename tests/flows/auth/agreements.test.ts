import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '@/features/auth/model/agreements';
import { PRIVACY_POLICY_VERSION as CONTENT_POLICY } from '@/features/content/model/privacy-policy';

describe('the login records the privacy policy in force', () => {
  it('names the same version as the content domain’s policy page', () => {
    expect(PRIVACY_POLICY_VERSION).toBe(CONTENT_POLICY.version);
  });
});
