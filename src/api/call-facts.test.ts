import { describe, expect, it } from 'vitest';
import { domainOfCall, isReadCall } from './call-facts';

describe('call index (first load)', () => {
  it('knows each call’s domain and whether it reads, without loading the domain', () => {
    expect(domainOfCall('bankCardList')).toBe('bank-card');
    expect(isReadCall('bankCardList')).toBe(true);
    expect(domainOfCall('bankCardAsDefault')).toBe('bank-card');
    expect(isReadCall('bankCardAsDefault')).toBe(false);
  });

  it('treats an unknown name as neither a domain call nor a read', () => {
    expect(domainOfCall('noSuchCall')).toBeUndefined();
    expect(isReadCall('noSuchCall')).toBe(false);
    expect(domainOfCall('bankCardAsDefault!')).toBeUndefined();
  });
});
