import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sessionDbStore } from './db-store';

/**
 * The mock database across page loads, as the browser start-up wires it: each "load" imports
 * define-collection afresh (a new page: empty module state), defines the same collections and
 * keeps them in the tab's session storage.
 */
const orderSchema = z.object({ orderNo: z.string(), amount: z.string() });

async function pageLoad(build = 'B1') {
  vi.resetModules();
  const db = await import('./define-collection');
  const orders = db.defineCollection('orders', orderSchema, {
    rows: () => [{ orderNo: 'OD1', amount: '100.00' }],
  });
  const banks = db.defineCollection('banks', z.object({ name: z.string() }), {
    reference: true,
    rows: () => [{ name: '招商银行' }],
  });
  let startups = 0;
  const startup = db.defineCollection('startup', z.object({ at: z.number() }), {
    transient: true,
    seed: async (collection) => {
      startups += 1;
      await collection.create({ at: orders.count() });
    },
  });
  db.keepMockDbIn(sessionDbStore({ storage: sessionStorage, build, seedInputs: () => 'default' }));
  await db.ensureMockDb();
  return { db, orders, banks, startup, startups: () => startups };
}

const orderNos = (orders: { all(): { orderNo: string }[] }) => orders.all().map((o) => o.orderNo);

afterEach(() => sessionStorage.clear());

describe('the kept mock database', () => {
  it('finds the orders written before a page load; reference and start-up rows are seeded again', async () => {
    const first = await pageLoad();
    await first.orders.create({ orderNo: 'OD2', amount: '1000000.00' });
    first.db.flushMockDb();

    const second = await pageLoad();
    expect(second.orders.all()).toEqual([
      { orderNo: 'OD1', amount: '100.00' },
      { orderNo: 'OD2', amount: '1000000.00' },
    ]);
    expect(second.banks.count()).toBe(1);
    expect(second.startups()).toBe(1);
    expect(second.startup.all()).toEqual([{ at: 2 }]);
  });

  it('stores a write without an explicit flush by the next turn', async () => {
    const first = await pageLoad();
    const order = first.orders.findFirst((q) => q.where({ orderNo: 'OD1' }))!;
    await first.orders.update(order, {
      data(draft) {
        draft.amount = '200.00';
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await pageLoad()).orders.all()).toEqual([{ orderNo: 'OD1', amount: '200.00' }]);
  });

  it('starts from the seed after a new build', async () => {
    const first = await pageLoad('B1');
    await first.orders.create({ orderNo: 'OD2', amount: '1.00' });
    first.db.flushMockDb();
    expect(orderNos((await pageLoad('B2')).orders)).toEqual(['OD1']);
  });

  it('starts from the seed when a stored row does not fit the schema, never half of it', async () => {
    const first = await pageLoad();
    await first.orders.create({ orderNo: 'OD2', amount: '1.00' });
    first.db.flushMockDb();
    const key = Object.keys(sessionStorage)[0]!;
    const entry = JSON.parse(sessionStorage.getItem(key)!);
    entry.collections.orders[1].amount = 1;
    sessionStorage.setItem(key, JSON.stringify(entry));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(orderNos((await pageLoad()).orders)).toEqual(['OD1']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('is back to the seed after a reset, in this load and the next', async () => {
    const first = await pageLoad();
    await first.orders.create({ orderNo: 'OD2', amount: '1.00' });
    first.db.flushMockDb();
    await first.db.resetMockDb();
    expect(orderNos(first.orders)).toEqual(['OD1']);
    expect(orderNos((await pageLoad()).orders)).toEqual(['OD1']);
  });

  it('keeps nothing without a store (node tests)', async () => {
    vi.resetModules();
    const db = await import('./define-collection');
    const orders = db.defineCollection('orders', orderSchema, { rows: () => [] });
    await db.ensureMockDb();
    await orders.create({ orderNo: 'OD9', amount: '1.00' });
    db.flushMockDb();
    expect(sessionStorage.length).toBe(0);
  });
});
