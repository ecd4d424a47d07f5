import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Moves each domain's page imports out of the first load, in production builds only.
 *
 * A domain's routes.ts writes `page: () => import('./pages/x')`. Built as is, every such import
 * sits in the chunk of the domain's rows with Vite's preload list of the page's dependencies:
 * 8.5 KB gzip of file names for 120 pages (in the entry chunk, before the rows loaded lazily),
 * paid for pages the visitor may never open (npm run size). The landing domain's rows are on the
 * first visit. This plugin rewrites those imports to go through one small loader chunk per
 * domain (`virtual:domain-pages/<domain>-pages`), which holds the imports and their preload lists:
 * the first page of a domain costs one more small request, every later page none. The source
 * stays the plain, typed `import()`; tests and the dev server never see the rewrite.
 *
 * Each row's import becomes a call of one function appended to the file, so the bundler wraps
 * one dynamic import per domain in its preload helper instead of one per row. Pages named in
 * `direct` (the landing page, which its own HTML preloads) keep their plain import: the first
 * visit then needs neither the domain's loader nor its preload lists.
 */
const ROUTES_FILE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]routes\.ts$/;
const PAGE_IMPORT = /\bimport\(\s*'(\.\/pages\/[^']+)'\s*\)/g;
const VIRTUAL = 'virtual:domain-pages/';
const RESOLVED = `\0${VIRTUAL}`;
/** Names the loader chunk `<domain>-pages-<hash>.js`, apart from the domain's hook chunk. */
const SUFFIX = '-pages';
/** The function appended to a rewritten routes.ts; its name cannot clash with source names. */
const LOAD = '__loadDomainPage';

export interface DomainPageLoadersOptions {
  /** Page files (from the repo root, e.g. `src/features/content/pages/about-page.tsx`) imported directly. */
  direct?: readonly string[];
}

export function domainPageLoaders({ direct = [] }: DomainPageLoadersOptions = {}): Plugin {
  const directPages = direct.map((file) => file.replace(/\.tsx?$/, ''));
  const domains = new Map<string, { dir: string; pages: Set<string> }>();
  return {
    name: 'trust-h5:domain-page-loaders',
    apply: 'build',
    enforce: 'pre',
    transform: {
      // Filters run in the bundler, so other modules never cross into JavaScript for this plugin.
      filter: { id: ROUTES_FILE },
      handler(code, id) {
        const domain = ROUTES_FILE.exec(id)?.[1];
        if (!domain) return null;
        const dir = path.dirname(id);
        const isDirect = (page: string) =>
          directPages.some((file) => path.join(dir, page).replaceAll('\\', '/').endsWith(`/${file}`));
        const pages = new Set<string>();
        const rewritten = code.replace(PAGE_IMPORT, (match, page: string) => {
          if (isDirect(page)) return match;
          pages.add(page);
          return `${LOAD}(${JSON.stringify(page)})`;
        });
        if (pages.size === 0) return null;
        domains.set(domain, { dir, pages });
        const loader = JSON.stringify(`${VIRTUAL}${domain}${SUFFIX}`);
        const load = `\nfunction ${LOAD}(page) {\n  return import(${loader}).then((loader) => loader.load(page));\n}\n`;
        return { code: rewritten + load, map: null };
      },
    },
    resolveId: {
      filter: { id: /^virtual:domain-pages\// },
      handler: (source) => `\0${source}`,
    },
    load: {
      filter: { id: /^\0virtual:domain-pages\// },
      handler(id) {
        const domain = id.slice(RESOLVED.length, -SUFFIX.length);
        const entry = domains.get(domain);
        if (!entry) this.error(`domain-page-loaders: no routes.ts seen for ${domain}`);
        const cases = [...entry.pages].map((page) => {
          const file = path.join(entry.dir, page).replaceAll('\\', '/');
          return `  ${JSON.stringify(page)}: () => import(${JSON.stringify(file)}),`;
        });
        return [`const pages = {`, ...cases, `};`, `export const load = (page) => pages[page]();`, ''].join(
          '\n',
        );
      },
    },
  };
}
