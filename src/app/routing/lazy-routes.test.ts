import { describe, expect, it } from 'vitest';
import { lazyRouteTable } from './lazy-routes';
import { routeTable } from './route-table';

describe('lazy routes: every path up front, each domain’s rows with its first page', () => {
  it('knows every route of the table by name, path and domain', () => {
    const lazy = lazyRouteTable().map(({ name, path, domain }) => ({ name, path, domain }));
    const full = routeTable.map(({ name, path, domain }) => ({ name, path, domain }));
    expect(lazy).toHaveLength(172);
    expect(lazy).toEqual(expect.arrayContaining(full));
  });

  it("loads each route's own row from its domain's rows", async () => {
    const byName = new Map(lazyRouteTable().map((route) => [route.name, route]));
    for (const name of ['productDetail', 'positionList', 'fiscal/identity', 'appSkip', 'about']) {
      const row = await byName.get(name)!.load();
      expect(row).toBe(routeTable.find((def) => def.name === name));
    }
  });
});
