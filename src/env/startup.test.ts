import { afterEach, describe, expect, it } from 'vitest';
import { createClientStore } from './client-store';
import { startEnvironment } from './startup';
import { ownAppUa, UA } from '@tests/support/user-agents';

const config = { appUaMarker: 'xtapp', livePartnerMarker: 'livePartner', beaconUrl: '', debug: false };

function fakeWindow(userAgent: string, path: string): Window {
  window.history.replaceState(null, '', path);
  return new Proxy(window, {
    get(target, key) {
      if (key === 'navigator') return { userAgent };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('startEnvironment', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-elderly');
    window.history.replaceState(null, '', '/');
  });

  it('stores the mini-program token and removes it from the address bar', () => {
    const store = createClientStore();
    const env = startEnvironment(
      fakeWindow(UA.miniProgramIOS, '/xtmk/apph5/phone/about?xtoken=secret&appletScene=1001#x'),
      store,
      config,
    );
    expect(env.type).toBe('miniProgram');
    expect(store.get('apptoken')).toBe('secret');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/xtmk/apph5/phone/about?appletScene=1001#x',
    );
  });

  it('marks the document for elderly mode from the own app user agent', () => {
    const env = startEnvironment(
      fakeWindow(ownAppUa('xtapp', { elderly: true }), '/xtmk/apph5/phone/about'),
      createClientStore(),
      config,
    );
    expect(env.elderly).toBe(true);
    expect(document.documentElement.hasAttribute('data-elderly')).toBe(true);
  });

  it('removes a token it does not read too (a plain browser), keeping the rest of the address', () => {
    const env = startEnvironment(
      fakeWindow(UA.desktopChrome, '/xtmk/apph5/phone/bankCardList?from=app&xtoken=unread#top'),
      createClientStore(),
      config,
    );
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/xtmk/apph5/phone/bankCardList?from=app#top',
    );
    expect(env.store).not.toHaveProperty('apptoken');
  });

  it('leaves an address without a token alone', () => {
    startEnvironment(
      fakeWindow(UA.desktopChrome, '/xtmk/apph5/phone/about?x=1'),
      createClientStore(),
      config,
    );
    expect(window.location.search).toBe('?x=1');
  });
});
