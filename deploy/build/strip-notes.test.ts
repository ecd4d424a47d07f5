import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTED_FILES, stripNotes } from './strip-notes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const notesOf = (file: string) => {
  const noted = NOTED_FILES.find(({ id }) => id.test(path.join(ROOT, file)));
  if (!noted) throw new Error(`no notes for ${file}`);
  return noted.notes;
};
const ROUTE_NOTES = notesOf('src/features/product/routes.ts');
const CATALOGUE = 'src/api/catalogue/catalogue-table.ts';

describe('stripNotes', () => {
  it('drops gloss, titleIsProposal, withoutContext and titleWithoutContext, wrapped or not, keeps what the router reads and every line number', () => {
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
      "  download: { title: '下载App', gloss: 'Download the app', page: () => import('./download') },",
      '',
    ].join('\n');
    expect(stripNotes(source, ROUTE_NOTES)).toBe(
      [
        '  productDetail: {',
        "    title: '产品详情',",
        '',
        '',
        '',
        '',
        '',
        '',
        "    page: () => import('./pages/product-detail-page'),",
        '    requiresLogin: true,',
        '  },',
        "  download: { title: '下载App', page: () => import('./download') },",
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
      const stripped = stripNotes(readFileSync(file, 'utf8'), notesOf(path.relative(ROOT, file)));
      expect(stripped, domain).not.toMatch(/\b(gloss|titleIsProposal|withoutContext|titleWithoutContext):/);
      expect(stripped, domain).toMatch(/\btitle:/);
    }
  });

  it("leaves no condition or source in the catalogue's rows, and every row its id, predicate and behaviour", () => {
    const source = readFileSync(path.join(ROOT, CATALOGUE), 'utf8');
    const stripped = stripNotes(source, notesOf(CATALOGUE));
    // The rows, after the interfaces (whose `condition: string;` is a type, not a note).
    const table = (text: string) => text.slice(text.indexOf('export const CATALOGUE'));
    const count = (text: string, pattern: RegExp) => table(text).match(pattern)?.length ?? 0;
    const rows = count(source, /^ +id: '/gm);
    expect(rows).toBeGreaterThan(15);
    // A note as a row writes it: `condition: 'text',`, wrapped or not, in either quotes.
    expect(count(source, /^ +(condition|source):\s*['"]/gm)).toBe(2 * rows);
    expect(count(stripped, /^ +(condition|source):/gm)).toBe(0);
    expect(count(stripped, /^ +id: '/gm)).toBe(rows);
    expect(count(stripped, /^ +matches:/gm)).toBe(rows);
    expect(count(stripped, /^ +behaviour:/gm)).toBe(rows);
    expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
  });
});
