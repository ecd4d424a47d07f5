import { beforeEach, describe, expect, it } from 'vitest';
import { createClientStore, type StorageBackends } from './client-store';

const throwing = (): never => {
  throw new DOMException('denied', 'SecurityError');
};

describe('client store', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const key of ['apptoken', 'agent', 'appletScene', 'isNormal', 'userAgent']) {
      document.cookie = `${key}=; path=/; max-age=0`;
    }
  });

  it('writes cookie and local storage, reads typed values back', () => {
    const store = createClientStore();
    store.setAll({ apptoken: 'a b;c', agent: 5, isNormal: 'old', appletScene: '1007' });
    expect(localStorage.getItem('apptoken')).toBe('a b;c');
    expect(document.cookie).toContain('apptoken=a%20b%3Bc');
    expect(store.get('agent')).toBe(5);
    expect(store.get('isNormal')).toBe('old');
    expect(store.get('apptoken')).toBe('a b;c');
  });

  it('falls back to the cookie when local storage lost the value', () => {
    const store = createClientStore();
    store.set('agent', 7);
    localStorage.clear();
    expect(createClientStore().get('agent')).toBe(7);
  });

  it('rejects values outside the types', () => {
    localStorage.setItem('agent', '3');
    localStorage.setItem('isNormal', 'young');
    const store = createClientStore();
    expect(store.get('agent')).toBeUndefined();
    expect(store.get('isNormal')).toBeUndefined();
  });

  it('keeps working in memory when storage and cookies throw (private mode)', () => {
    const backends: StorageBackends = { localStorage: throwing, document: throwing, secure: throwing };
    const store = createClientStore(backends);
    expect(() => store.set('apptoken', 't')).not.toThrow();
    expect(store.get('apptoken')).toBe('t');
    store.remove('apptoken');
    expect(store.get('apptoken')).toBeUndefined();
  });
});
