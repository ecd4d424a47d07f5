import { describe, expect, it } from 'vitest';
import { routeTable, routeDefFor } from './route-table';

const CACHED = ['phone/capitain', 'phone/capitainAdd', 'phone/equity', 'phone/cash'];

describe('route table', () => {
  it('has the 171 /phone/ routes of spec section 2 plus /app/skip, each once', () => {
    const paths = routeTable.map((def) => def.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.startsWith('phone/'))).toHaveLength(171);
    expect(paths.filter((p) => !p.startsWith('phone/'))).toEqual(['app/skip']);
  });

  it('gives every route a Chinese title, a gloss and a lazy page', () => {
    for (const def of routeTable) {
      expect(def.title, def.path).toMatch(/[\u4e00-\u9fff]/);
      expect(def.gloss, def.path).not.toBe('');
      expect(typeof def.page, def.path).toBe('function');
    }
  });

  it('caches exactly capitain, capitainAdd, equity and cash', () => {
    expect(routeTable.filter((def) => def.cached).map((def) => def.path)).toEqual(CACHED);
  });

  it('uses the domain brief titles where it proposes one', () => {
    expect(routeDefFor('/phone/about')?.title).toBe('关于我们');
    expect(routeDefFor('/phone/fiscal/identity')?.title).toBe('税收居民身份声明');
    expect(routeDefFor('/phone/bankCardList')?.title).toBe('银行卡');
    expect(routeDefFor('/app/skip')?.domain).toBe('common');
    expect(routeDefFor('/phone/about/')?.path).toBe('phone/about');
  });

  it('loads every page module with a default export', async () => {
    const modules = await Promise.all(routeTable.map((def) => def.page()));
    for (const mod of modules) expect(typeof mod.default).toBe('function');
  });
});
