import { describe, expect, it } from 'vitest';
import { defineRoutes } from './define-routes';
import { q } from './query-params';
import { registeredRoute } from './route-registry';

const page = async () => ({ default: () => null });

describe('defineRoutes', () => {
  const rows = defineRoutes('product', {
    zzDetail: { title: '产品详情', gloss: 'Product detail' },
    zzCapitain: { title: '认购', gloss: 'Subscription', cached: true, page },
    'zzFiscal/identity': { title: '税收居民身份声明', gloss: 'Tax residency', query: { tab: q.int() } },
    zzSkip: { title: '正在跳转', gloss: 'Skip', path: 'app/zzSkip' },
  });

  it('fills in name, path from the key, domain and the placeholder page and flag', () => {
    expect(rows.map((def) => [def.name, def.path, def.domain, def.placeholder])).toEqual([
      ['zzDetail', 'phone/zzDetail', 'product', true],
      ['zzCapitain', 'phone/zzCapitain', 'product', false],
      ['zzFiscal/identity', 'phone/zzFiscal/identity', 'product', true],
      ['zzSkip', 'app/zzSkip', 'product', true],
    ]);
    expect(rows[1]).toMatchObject({ cached: true, page });
    expect(rows[0]?.page).toBe(rows[2]?.page); // one shared placeholder chunk
  });

  it('keeps only what a row says: no flags invented', () => {
    expect(rows[0]).not.toHaveProperty('cached');
    expect(rows[0]).not.toHaveProperty('requiresLogin');
    expect(rows[2]?.query?.tab).toBeDefined();
  });

  it('loads the shared 建设中 page for a row without a page', async () => {
    const module = await rows[0]!.page();
    expect(module.default.name).toBe('PlaceholderPage');
  });

  it('registers the rows by name and refuses one name for two paths', () => {
    expect(registeredRoute('zzSkip')?.path).toBe('app/zzSkip');
    expect(() =>
      defineRoutes('order', { zzDetail: { title: '订单', gloss: 'Order', path: 'phone/other' } }),
    ).toThrow(/used twice/);
  });
});
