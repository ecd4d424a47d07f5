import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/routing/route-table';
import { routePagesOf } from './route-html';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('route HTML (production build)', () => {
  it('reads path and page of one-line, wrapped and quoted rows, and skips rows without a page', () => {
    const source = `const detailPage = () => import('./pages/detail-page');
export const routes = defineRoutes('common', {
  detail: { title: '详情', gloss: 'Detail', page: detailPage },
  about: { title: '关于我们', gloss: 'Company', page: () => import('./pages/about-page') },
  later: { title: '建设中', gloss: 'Not yet' },
  'middlePage/checkPage': {
    title: '正在校验',
    gloss: 'Check',
    page: () => import('./pages/check-page'),
    query: { path: q.string({ max: 106 }) },
  },
  skip: {
    title: '正在跳转',
    gloss: 'Skip',
    path: 'app/skip',
    page: () => import('./pages/app-skip-page'),
    prefetch: () => import('./pages/app-skip-reads'),
  },
});
`;
    expect(routePagesOf(source)).toEqual([
      { path: 'phone/detail', page: './pages/detail-page' },
      { path: 'phone/about', page: './pages/about-page' },
      { path: 'phone/middlePage/checkPage', page: './pages/check-page' },
      { path: 'app/skip', page: './pages/app-skip-page', prefetch: './pages/app-skip-reads' },
    ]);
  });

  it("reads every domain's routes.ts as the app builds its route table", () => {
    const read = new Map<string, string>();
    for (const domain of new Set(routeTable.map((def) => def.domain))) {
      const source = readFileSync(path.join(ROOT, 'src/features', domain, 'routes.ts'), 'utf8');
      for (const { path: route, page } of routePagesOf(source))
        read.set(route, path.posix.join('src/features', domain, page));
    }
    const built = new Map(
      routeTable
        .filter((def) => !def.placeholder)
        // Vitest resolves the import: `() => __vite_ssr_dynamic_import__("/src/features/…/x-page.tsx")`.
        .map((def) => [def.path, /["']\/?(src\/[^"']+?)(?:\.tsx?)?["']/.exec(String(def.page))?.[1]]),
    );
    expect(built.size).toBeGreaterThan(150);
    expect(read).toEqual(built);
  });

  it('reads the reads modules that rows start on arrival (RouteDef.prefetch)', () => {
    const read = new Map<string, string>();
    for (const domain of new Set(routeTable.map((def) => def.domain))) {
      const source = readFileSync(path.join(ROOT, 'src/features', domain, 'routes.ts'), 'utf8');
      for (const { path: route, prefetch } of routePagesOf(source))
        if (prefetch) read.set(route, path.posix.join('src/features', domain, prefetch));
    }
    const built = new Map(
      routeTable
        .filter((def) => def.prefetch)
        .map((def) => [def.path, /["']\/?(src\/[^"']+?)(?:\.tsx?)?["']/.exec(String(def.prefetch))?.[1]]),
    );
    expect([...built.keys()]).toEqual(expect.arrayContaining(['phone/productDetail', 'phone/positionList']));
    expect(read).toEqual(built);
  });
});
