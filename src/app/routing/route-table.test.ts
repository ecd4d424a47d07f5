import { describe, expect, it } from 'vitest';
import { registeredRoute } from '@/routing/route-registry';
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

  it('names every row once; the name is the path under /phone/ except for /app/skip', () => {
    const names = routeTable.map((def) => def.name);
    expect(new Set(names).size).toBe(names.length);
    for (const def of routeTable) {
      if (def.name === 'appSkip') expect(def.path).toBe('app/skip');
      else expect(def.path).toBe(`phone/${def.name}`);
      expect(registeredRoute(def.name ?? '')).toBe(def);
    }
  });

  it('derives the placeholder flag from the page: real pages for bank cards and the built content and hand-off areas', () => {
    const real = routeTable.filter((def) => !def.placeholder);
    expect(routeTable.filter((def) => def.placeholder).length + real.length).toBe(routeTable.length);
    // Every real page shares no chunk with the placeholder; every placeholder row is the shared one.
    const placeholderPage = routeTable.find((def) => def.placeholder)?.page;
    for (const def of routeTable)
      expect(def.page === placeholderPage, def.path).toBe(def.placeholder === true);
    expect(real.map((def) => def.name)).toEqual(
      expect.arrayContaining([
        'bankCardList',
        'addOrEditBankCard',
        'smsVerification',
        'cannotUnbind',
        'about',
      ]),
    );
    // Domains gain real pages as their issues land; the first three are complete.
    const domains = new Set(real.map((def) => def.domain));
    for (const domain of ['bank-card', 'content', 'common'] as const)
      expect(domains, domain).toContain(domain);
    for (const def of routeTable.filter((row) => ['bank-card', 'content', 'common'].includes(row.domain)))
      expect(def.placeholder, def.path).toBeFalsy();
  });

  it('guards the account pages with login and names real routes as context fallbacks', () => {
    const guarded = routeTable.filter((def) => def.requiresLogin).map((def) => def.name);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'bankCardList',
        'addOrEditBankCard',
        'smsVerification',
        'cannotUnbind',
        'advice',
      ]),
    );
    // The landing page and the public content never ask for a session.
    for (const name of ['about', 'contactUs', 'help', 'inforList', 'privacyPolicy', 'download'])
      expect(guarded, name).not.toContain(name);
    for (const def of routeTable.filter((row) => row.withoutContext)) {
      expect(registeredRoute(def.withoutContext ?? ''), def.path).toBeDefined();
    }
    // login reads where to return; its other keys (WeCom's code and state) come back from OAuth.
    expect(Object.keys(routeDefFor('/phone/login')?.query ?? {})).toContain('redirect');
  });

  // Transforms every page module of the app on first import: seconds on a loaded machine.
  it('loads every page module with a default export', { timeout: 60_000 }, async () => {
    const modules = await Promise.all(routeTable.map((def) => def.page()));
    for (const mod of modules) expect(typeof mod.default).toBe('function');
  });
});
