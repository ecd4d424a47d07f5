import { afterEach, describe, expect, it, vi } from 'vitest';
import { DB_STORE_PREFIX, sessionDbStore } from './db-store';

const ROWS = { orders: [{ orderNo: 'OD1', amount: '1000000.00' }], cards: [] };

const storeOf = (build: string, seedInputs = '["default"]') =>
  sessionDbStore({ storage: sessionStorage, build, seedInputs: () => seedInputs });

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('sessionDbStore', () => {
  it('gives back what was written, in a later load of the same build', () => {
    storeOf('B1').save(ROWS);
    expect(storeOf('B1').load()).toEqual(ROWS);
  });

  it('holds nothing before the first write', () => {
    expect(storeOf('B1').load()).toBeUndefined();
  });

  it('removes, unread, an entry another build wrote', () => {
    storeOf('B1').save(ROWS);
    expect(storeOf('B2').load()).toBeUndefined();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith(DB_STORE_PREFIX))).toEqual([]);
  });

  it('drops an entry seeded with other inputs (another investor variant)', () => {
    storeOf('B1', '["default"]').save(ROWS);
    expect(storeOf('B1', '["c1"]').load()).toBeUndefined();
    expect(storeOf('B1', '["default"]').load()).toBeUndefined();
  });

  it('drops an unreadable or misshapen entry', () => {
    const store = storeOf('B1');
    store.save(ROWS);
    const key = Object.keys(sessionStorage).find((name) => name.startsWith(DB_STORE_PREFIX))!;
    sessionStorage.setItem(key, '{broken');
    expect(store.load()).toBeUndefined();
    sessionStorage.setItem(key, JSON.stringify({ seedInputs: '["default"]', collections: { orders: {} } }));
    expect(store.load()).toBeUndefined();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('forgets everything on clear (the dev panel’s reset)', () => {
    const store = storeOf('B1');
    store.save(ROWS);
    store.clear();
    expect(storeOf('B1').load()).toBeUndefined();
  });

  it('keeps no older entry when a write does not fit', () => {
    const store = storeOf('B1');
    store.save(ROWS);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.save({ orders: [...ROWS.orders, { orderNo: 'OD2' }] });
    expect(store.load()).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
