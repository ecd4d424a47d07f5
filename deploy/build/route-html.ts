import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Every route's own HTML: index.html plus, in its head, the route's page chunk, the chunks it
 * needs and their styles, written to `routes/<path>.html` (`routes/phone/productDetail.html`).
 * nginx serves that file for the route's path (deploy/nginx.conf) and index.html for any other.
 *
 * Why: from the plain index.html a deep link fetches the entry, runs it, then the domain's page
 * loader, then the page, then (through Vite's preload helper, one <link> appended per file) the
 * forty-odd chunks and styles the page imports: three round trips and a long task of DOM work
 * before the page's own reads can start (Lighthouse on /phone/productDetail: the data was asked
 * only after ~40 chunks had loaded). With the files named in the HTML, the browser's preload
 * scanner fetches them next to the entry; Vite's helper finds the links already there and adds
 * none. Rows without a page (the shared 建设中 placeholder) keep index.html.
 */

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk => file?.type === 'chunk';

/** A row of a domain's routes.ts that names its page: its path and page module (no extension). */
export interface RoutePage {
  /** The route path without the base, e.g. `phone/productDetail`, `app/skip`. */
  path: string;
  /** The page import as written in routes.ts, e.g. `./pages/product-detail-page`. */
  page: string;
  /** The row's reads module (RouteDef.prefetch), if any, e.g. `./pages/product-detail-reads`. */
  prefetch?: string;
}

/** A row's start: `  name: {` or `  'fiscal/identity': {`, two spaces in (prettier's layout). */
const ROW_START = /^ {2}(?:'([^'\n]+)'|([A-Za-z]\w*)): \{/gm;
const PAGE_IMPORT = /\bpage: \(\) => import\('(\.\/pages\/[^']+)'\)/;
/** A page shared by several rows: `const orderDetailPage = () => import('./pages/…');`, then `page: orderDetailPage`. */
const SHARED_PAGE = /^const (\w+) = \(\) => import\('(\.\/pages\/[^']+)'\);/gm;
const PAGE_NAME = /\bpage: (\w+)\b/;
const PREFETCH_IMPORT = /\bprefetch: \(\) => import\('(\.\/pages\/[^']+)'\)/;
/** Only a literal path (a query parameter named `path` is a `q.…` call, not a string). */
const PATH_LITERAL = /\bpath: '([^'\n]+)'/;

/**
 * The rows of one routes.ts that name a page, read from the source text. The row layout is the
 * one prettier gives `defineRoutes(domain, { … })`; route-html.test.ts checks this reading against
 * the route table the app builds, so a row written another way fails there, not in production.
 */
export function routePagesOf(source: string): RoutePage[] {
  const shared = new Map([...source.matchAll(SHARED_PAGE)].map((match) => [match[1], match[2]]));
  const starts = [...source.matchAll(ROW_START)];
  return starts.flatMap((start, i) => {
    const name = start[1] ?? start[2] ?? '';
    const row = source.slice(start.index, starts[i + 1]?.index ?? source.length);
    const page = PAGE_IMPORT.exec(row)?.[1] ?? shared.get(PAGE_NAME.exec(row)?.[1] ?? '');
    if (!page) return [];
    const prefetch = PREFETCH_IMPORT.exec(row)?.[1];
    return [
      { path: PATH_LITERAL.exec(row)?.[1] ?? `phone/${name}`, page, ...(prefetch ? { prefetch } : {}) },
    ];
  });
}

/** A row of a domain's routes.ts: its name and path, whether or not it names a page. */
export interface RouteName {
  /** The row's key: `productDetail`, `fiscal/identity`. */
  name: string;
  /** The route path without the base: `phone/productDetail`, `app/skip`. */
  path: string;
}

/** Every row of one routes.ts, read from the source text like routePagesOf (same layout rules). */
export function routeNamesOf(source: string): RouteName[] {
  const starts = [...source.matchAll(ROW_START)];
  return starts.map((start, i) => {
    const name = start[1] ?? start[2] ?? '';
    const row = source.slice(start.index, starts[i + 1]?.index ?? source.length);
    return { name, path: PATH_LITERAL.exec(row)?.[1] ?? `phone/${name}` };
  });
}

/**
 * The chunks on the way from the entry to a lazily loaded chunk: every chunk that imports it
 * dynamically, and theirs in turn (the domain's rows, deploy/build/route-index.ts, then its page
 * loader, deploy/build/domain-page-loaders.ts), each with what it needs to run.
 */
function dynamicImporters(bundle: OutputBundle, target: string): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    for (const file of Object.values(bundle)) {
      if (!isChunk(file) || seen.has(file.fileName) || !file.dynamicImports.includes(fileName)) continue;
      seen.add(file.fileName);
      visit(file.fileName);
    }
  };
  visit(target);
  return [...seen].flatMap((fileName) => staticClosure(bundle, fileName));
}

/** The chunk files a chunk needs before it can run (its static imports, transitively), itself first. */
function staticClosure(bundle: OutputBundle, start: string): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !isChunk(chunk)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return [...seen];
}

/** The CSS files Vite attaches to these chunks (what its dynamic-import helper would load). */
function stylesOf(bundle: OutputBundle, chunks: readonly string[]): string[] {
  return chunks.flatMap((fileName) => {
    const chunk = bundle[fileName];
    const css = isChunk(chunk)
      ? (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss
      : undefined;
    return css ? [...css] : [];
  });
}

/** Every domain's page rows, with each page's module file (absolute, no extension). */
function readRoutePages(featuresDir: string): (RoutePage & { module: string; reads?: string })[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((domain) => {
      const dir = path.join(featuresDir, domain.name);
      let source: string;
      try {
        source = readFileSync(path.join(dir, 'routes.ts'), 'utf8');
      } catch {
        return [];
      }
      return routePagesOf(source).map((row) => ({
        ...row,
        module: path.join(dir, row.page),
        ...(row.prefetch ? { reads: path.join(dir, row.prefetch) } : {}),
      }));
    });
}

export function routeHtml(): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'trust-h5:route-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return; // not the app build (e.g. a library or SSR build)
      const entry = Object.values(bundle).find((file) => isChunk(file) && file.isEntry);
      if (!isChunk(entry)) this.error('route-html: no entry chunk');
      const onFirstLoad = new Set(staticClosure(bundle, entry.fileName));
      const firstLoadStyles = new Set(stylesOf(bundle, [...onFirstLoad]));
      const chunkOfModule = new Map<string, OutputChunk>();
      for (const file of Object.values(bundle)) {
        if (isChunk(file) && file.facadeModuleId)
          chunkOfModule.set(file.facadeModuleId.replace(/\.tsx?$/, '').replaceAll('\\', '/'), file);
      }
      const rows = readRoutePages(path.join(root, 'src/features'));
      if (rows.length === 0) this.error('route-html: no route rows with a page under src/features');
      for (const row of rows) {
        const chunk = chunkOfModule.get(row.module.replaceAll('\\', '/'));
        if (!chunk) this.error(`route-html: no chunk for ${row.module} (route ${row.path})`);
        // The chunks that lead to the page (the domain's rows and its page loader) and the page.
        const loaders = dynamicImporters(bundle, chunk.fileName);
        // The page and, when the row starts its reads on arrival, the reads module: both are asked
        // for as soon as the entry has run.
        const reads = row.reads ? chunkOfModule.get(row.reads.replaceAll('\\', '/')) : undefined;
        if (row.reads && !reads) this.error(`route-html: no chunk for ${row.reads} (route ${row.path})`);
        const pageChunks = [
          ...new Set([
            ...staticClosure(bundle, chunk.fileName),
            ...(reads ? staticClosure(bundle, reads.fileName) : []),
          ]),
        ];
        const scripts = [...new Set([...loaders, ...pageChunks])].filter((file) => !onFirstLoad.has(file));
        const styles = [...new Set(stylesOf(bundle, pageChunks))].filter(
          (file) => !firstLoadStyles.has(file),
        );
        const links = [
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
        ];
        const html = String(index.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: `routes/${row.path}.html`, source: html });
      }
    },
  };
}
