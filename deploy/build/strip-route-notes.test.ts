import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripRouteNotes } from './strip-route-notes';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('stripRouteNotes', () => {
  it('drops gloss, titleIsProposal, withoutContext and titleWithoutContext, wrapped or not, and keeps what the router reads', () => {
    const source = [
      '  productDetail: {',
      "    title: '产品详情',",
      "    gloss: 'Product detail',",
      '    titleIsProposal: true,',
      '    gloss:',
      "      'A gloss long enough to be wrapped by prettier onto its own line',",
      "    withoutContext: 'productList',",
      "    titleWithoutContext: '跳转失败',",
      "    page: () => import('./pages/product-detail-page'),",
      '    requiresLogin: true,',
      '  },',
      '',
    ].join('\n');
    expect(stripRouteNotes(source)).toBe(
      [
        '  productDetail: {',
        "    title: '产品详情',",
        "    page: () => import('./pages/product-detail-page'),",
        '    requiresLogin: true,',
        '  },',
        '',
      ].join('\n'),
    );
  });

  it('leaves no gloss in any domain routes.ts (every form the repo writes is matched)', () => {
    const features = path.join(ROOT, 'src/features');
    const domains = readdirSync(features).filter((d) => existsSync(path.join(features, d, 'routes.ts')));
    expect(domains.length).toBeGreaterThan(10);
    for (const domain of domains) {
      const file = path.join(features, domain, 'routes.ts');
      const stripped = stripRouteNotes(readFileSync(file, 'utf8'));
      expect(stripped, domain).not.toMatch(/\b(gloss|titleIsProposal|withoutContext|titleWithoutContext):/);
      expect(stripped, domain).toMatch(/\btitle:/);
    }
  });
});
