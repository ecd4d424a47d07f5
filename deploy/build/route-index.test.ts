import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/routing/route-table';
import { indexLineOf, readRouteIndex } from './route-index';

const FEATURES = path.resolve(import.meta.dirname, '../../src/features');

describe('route index (virtual:route-index)', () => {
  it('writes names, and name=path where the path is not phone/<name>', () => {
    const source = `export const routes = defineRoutes('common', {
  detail: { title: '详情', gloss: 'Detail', page: detailPage },
  'middlePage/checkPage': {
    title: '正在校验',
    gloss: 'Check',
    query: { path: q.string({ max: 106 }) },
  },
  skip: {
    title: '正在跳转',
    gloss: 'Skip',
    path: 'app/skip',
  },
});
`;
    expect(indexLineOf(source)).toBe('detail middlePage/checkPage skip=app/skip');
  });

  it("holds every row of the app's route table, by domain, in the table's order", () => {
    const index = readRouteIndex(FEATURES);
    const read = Object.entries(index).flatMap(([domain, line]) =>
      line.split(' ').map((entry) => {
        const [name = '', route = `phone/${name}`] = entry.split('=');
        return `${domain} ${name} ${route}`;
      }),
    );
    const built = routeTable.map((def) => `${def.domain} ${def.name} ${def.path}`);
    expect(read.length).toBe(172);
    expect([...read].sort()).toEqual([...built].sort());
  });
});
