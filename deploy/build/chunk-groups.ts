/**
 * The production build's hand-made chunks (rolldown `output.codeSplitting.groups`).
 *
 * Left to itself the bundler cuts one chunk per set of importers, and the kit's small blocks end
 * up as 40 files of a few hundred bytes each: a deep link to /phone/positionList fetched 41
 * scripts and stylesheets before its first paint. Lighthouse's mobile simulation (slow 4G, six
 * HTTP/1.1 connections) pays a round trip for each, so request count, not bytes, held first paint
 * at 2.9 s. The groups below put what nearly every page loads together into a few files.
 *
 * Two kinds:
 * - Library groups keep their default `includeDependenciesRecursively`: the group also takes in
 *   the modules it imports, so no chunk cycle can form with it.
 * - Kit groups name exact app files and set `includeDependenciesRecursively: false`. With the
 *   default, a kit file's imports came along: the title bar's `import { SafeArea } from
 *   'antd-mobile'` pulled the whole of antd-mobile (32 KB gzip) into the frame chunk, and a
 *   route-table module into a chunk the entry then had to load. The files named here import only
 *   the entry, the library groups and each other, so no cycle forms between chunks either.
 *
 * A kit group names its stylesheets too: the styles of a chunk's modules become one stylesheet
 * only when the stylesheets are in the group (a stylesheet is a render-blocking request).
 *
 * Never group what the entry imports statically, nor a dynamic-import target (a page, a reads
 * module: route-html.ts finds a page's chunk by that module), nor a demo.
 * `chunk-groups.test.ts` pins which files each group takes.
 */

import { LANDING_CALLS } from './landing-calls.ts';

/** The part of rolldown's CodeSplittingGroup used here (vite does not re-export the type). */
export interface ChunkGroup {
  /** The chunk's name, or per module: the name of its chunk, null for none of this group. */
  name: string | ((moduleId: string) => string | null);
  test?: RegExp;
  priority?: number;
  includeDependenciesRecursively?: boolean;
}

/** A path segment separator in a module id, on any platform. */
const SEP = String.raw`[\\/]`;
const nodeModule = (pattern: string) => `node_modules${SEP}(?:${pattern})`;
const appFile = (pattern: string) => `src${SEP}(?:${pattern})$`;
const anyOf = (...patterns: string[]) => new RegExp(patterns.join('|'));
/** A source file name inside a folder, neither a demo nor a test. */
const NAME = String.raw`(?!demo\.|[^\\/]*\.test\.)[^\\/]+`;
/** `a/b/c` with the platform's separator (the parts are regular expressions without a `/`). */
const p = (path: string) => path.split('/').join(SEP);

/** The domain whose page is the landing page (/phone/about): its rows stay apart from its loader. */
const LANDING_DOMAIN = 'content';
const ROWS_FILE = new RegExp(`src${SEP}features${SEP}([^\\\\/]+)${SEP}routes\\.ts$`);
const PAGE_LOADER = /^\0virtual:domain-pages\/(.+)-pages$/;

/** `<domain>-routes` for a domain's rows and its page loader, but the landing domain's. */
export function domainRoutesChunk(moduleId: string): string | null {
  const domain = (ROWS_FILE.exec(moduleId) ?? PAGE_LOADER.exec(moduleId))?.[1];
  return domain && domain !== LANDING_DOMAIN ? `${domain}-routes` : null;
}

export const chunkGroups: ChunkGroup[] = [
  // The stack, as the size budget's bare stack counts it: React, the router and TanStack Query
  // in one chunk (the query hooks were three more files on every page). Without a group React
  // could land in a chunk shared with page-only libraries (antd-mobile's animation code).
  {
    name: 'react-vendor',
    test: anyOf(
      nodeModule(`(?:react|react-dom|scheduler|react-router|react-router-dom)${SEP}`),
      nodeModule(p('@tanstack/(?:query-core|react-query)/')),
    ),
  },
  // antd-mobile's animation library: only pages with popups, toasts or dialogs load it.
  { name: 'antd-motion', test: anyOf(nodeModule(`(?:@react-spring|@use-gesture)${SEP}`)) },
  // antd-mobile's configuration (locale) and the small helpers its components share (theirs,
  // ahooks', lodash's), in one chunk of their own: left to the bundler they sat in the chunk that
  // holds Toast and Mask, so a page with a Button or a paged list loaded Toast and, through Mask,
  // the animation library above (Lighthouse).
  {
    name: 'antd-config',
    test: anyOf(
      nodeModule(`tslib${SEP}|ahooks${SEP}|lodash${SEP}`),
      nodeModule(
        p('antd-mobile/es/') +
          `(?:locales${SEP}|components${SEP}config-provider${SEP}|utils${SEP}(?!reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll))`,
      ),
    ),
  },
  // What the entry and every domain's rows share: the route registry, query parsers, defineRoutes
  // the client store the login guard reads and Vite's preload helper. The entry imports them, yet
  // left to itself the bundler cut them into two or three more chunks once the rows became lazy
  // (src/app/routing/lazy-routes.ts): one chunk instead.
  {
    name: 'routing-core',
    includeDependenciesRecursively: false,
    test: anyOf(
      appFile(p('routing/(?:route-registry|query-params|define-routes)\\.ts')),
      appFile(p('env/client-(?:store|values)\\.ts')),
      appFile(p('api/(?:api-error|envelope|default-outcome-handler)\\.ts')),
      appFile(p('api/catalogue/catalogue-texts\\.ts')),
      // The confirm dialog's demand flag: the shell's slot and the dialog call (in the pages'
      // chunks) share it, and alone it was a 0.2 KB script and a request of its own.
      appFile(p('page-kit/confirm-dialog/dialog-demand\\.ts')),
      // Vite's helper for every lazy import with its preload list (`\0vite/preload-helper.js`).
      /^\0vite\/preload-helper/.source,
    ),
  },
  // A domain's rows (its routes.ts, loaded with the domain's first page) and its page loader
  // (deploy/build/domain-page-loaders.ts): one request instead of two. Not the landing page's
  // domain: its loader lists the preloads of every content page, which the first visit skips.
  // The rows' own imports (the keys and labels their query parsers accept) come along: the
  // domain's pages import them too, and find them loaded with the rows.
  { name: domainRoutesChunk },
  // The landing domain's rows with the landing hooks, its call facts (with the answer shape of the landing
  // page's call) and the company's facts its pages show: what the first visit loads from the
  // domain besides the page, in one file instead of four (gzip compresses one file better than
  // four: 0.55 KB less on /phone/about). Only the content pages import these, and each of them
  // loads the rows and the hooks anyway.
  {
    name: 'content-core',
    includeDependenciesRecursively: false,
    test: anyOf(
      appFile(p(`features/${LANDING_DOMAIN}/routes\\.ts`)),
      `generated${SEP}(?:landing${SEP}${LANDING_DOMAIN}${SEP}${LANDING_DOMAIN}|calls${SEP}${LANDING_DOMAIN})\\.ts$`,
      `generated${SEP}calls${SEP}${LANDING_DOMAIN}${SEP}(?:${LANDING_CALLS.join('|')})\\.ts$`,
      appFile(p(`features/${LANDING_DOMAIN}/model/(?:company-profile|company-route-keys)\\.ts`)),
      appFile(p(`features/${LANDING_DOMAIN}/model/news-tabs\\.ts`)),
    ),
  },
  // The page frame every page draws (kit PageFrame, the title bar and its helpers, the address of
  // a stored file's image), with antd-mobile's global styles (its variables, which the kit's CSS
  // reads): one script and one stylesheet. No antd component: the landing page has none, and a group takes a module wherever
  // it is imported, so each antd helper named here rode on every first load (SafeArea and its
  // prop helpers with classnames: 0.7 KB, until the title bar drew its safe areas in CSS). Taken
  // first (priority), so that antd-config's dependency sweep leaves the global styles here.
  {
    name: 'page-frame',
    priority: 1,
    includeDependenciesRecursively: false,
    test: anyOf(
      nodeModule(p('antd-mobile/es/') + `(?:global${SEP}|utils${SEP}can-use-dom)`),
      appFile(p('page-kit/page-frame/') + `${NAME}\\.(?:tsx?|css)`),
      appFile(p('page-kit/title-bar/') + `${NAME}\\.(?:tsx?|svg|css)`),
      appFile(p('page-kit/reclick-guard/') + `${NAME}\\.ts`),
      appFile(p('page-kit/lazy-safe-html/') + `${NAME}\\.tsx?`),
      // A stored file's image address: the landing banner and the pages of five domains show one
      // (a 0.2 KB chunk and a request of its own otherwise).
      appFile(p('page-kit/file-preview/') + `${NAME}\\.ts`),
    ),
  },
  // A page's read states (pending, failed with 重试, empty), antd's Button they use, and the test
  // pages apply to a failure before they show it (isBusinessError).
  {
    name: 'query-states',
    includeDependenciesRecursively: false,
    test: anyOf(
      appFile(
        p('page-kit/query-states/') + `(?:index\\.ts|query-view\\.tsx|query-blocks\\.tsx|query-states\\.css)`,
      ),
      appFile(p('page-kit/status-block/(?:index\\.ts|status-block\\.(?:tsx|css))')),
      appFile(p('api/business-error\\.ts')),
      nodeModule(p('antd-mobile/es/components/') + `(?:button|dot-loading)${SEP}`),
    ),
  },
  // Paged lists: the list, its paging convention (which the pages' reads modules import too),
  // pull-to-refresh and antd's infinite scroll.
  {
    name: 'paged-list',
    includeDependenciesRecursively: false,
    test: anyOf(
      appFile(p('page-kit/paged-list/(?:index\\.ts|paging\\.ts|paged-list\\.(?:tsx|css))')),
      appFile(p('page-kit/pull-refresh/(?:index\\.ts|pull-refresh\\.(?:tsx|css))')),
      nodeModule(p('antd-mobile/es/components/infinite-scroll/')),
    ),
  },
  // Decimal money: big.js and the formats every page with an amount uses.
  {
    name: 'decimal',
    includeDependenciesRecursively: false,
    test: anyOf(nodeModule(`big\\.js${SEP}`), appFile(p('format/(?:money|change)\\.ts'))),
  },
  // Masked amounts (the ****** toggle on holdings and assets): the value and the toggle.
  {
    name: 'amount-mask',
    includeDependenciesRecursively: false,
    test: anyOf(appFile(p('page-kit/amount-mask/') + `${NAME}\\.(?:tsx?|css)`)),
  },
];
