import { afterEach, describe, expect, it } from 'vitest';
import { clientStore } from '@/env/client-store';
import { adoptDevSessionIfAsked } from './dev-session';

afterEach(() => {
  clientStore.remove('apptoken');
  window.history.replaceState(null, '', '/');
});

describe('dev session (non-production builds)', () => {
  it('stores ?devToken as the session token and takes it out of the address', () => {
    window.history.replaceState(null, '', '/xtmk/apph5/phone/bankCardList?devToken=demo&x=1#top');
    adoptDevSessionIfAsked();
    expect(clientStore.get('apptoken')).toBe('demo');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/xtmk/apph5/phone/bankCardList?x=1#top',
    );
  });

  it('leaves the address and the store alone without the parameter', () => {
    window.history.replaceState(null, '', '/xtmk/apph5/phone/about?a=b');
    adoptDevSessionIfAsked();
    expect(clientStore.get('apptoken')).toBeUndefined();
    expect(window.location.search).toBe('?a=b');
  });
});
