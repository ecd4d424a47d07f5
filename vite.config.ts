import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import legacy from '@vitejs/plugin-legacy';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './deploy/build/chunk-groups.ts';
import { domainPageLoaders } from './deploy/build/domain-page-loaders.ts';
import { routeIndex } from './deploy/build/route-index.ts';
import { stripNotesPlugin } from './deploy/build/strip-notes.ts';
import { routeHtml } from './deploy/build/route-html.ts';
import { precompressAssets } from './deploy/build/precompress.ts';
import { legacyOptions } from './deploy/build/legacy-targets.ts';
import { legacyLoader } from './deploy/build/legacy-loader.ts';
import { legacyStylesheets } from './deploy/build/legacy-stylesheets.ts';

/** The app is served under this base path (product spec, section 2). */
export const BASE = '/xtmk/apph5/';
export const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4010);
const API_PREFIXES = ['/xtmk/apph5/services', '/xtmk/apph5/appgw'];

/**
 * The pages a newcomer should open first: a real page (bank cards, which needs a session:
 * `devToken` gives one in non-production builds, see src/app/debug/dev-session.ts), the landing
 * page and the component gallery.
 */
function startUrls(port: number | undefined): string {
  const origin = `http://localhost:${port}${BASE}`;
  return [
    `${origin}phone/bankCardList?devToken=demo`,
    `  Landing page: ${origin}phone/about`,
    `  Page kit and widgets: ${origin}dev/gallery`,
  ].join('\n');
}

/** `npm run start:msw`: says where the app is, on the in-browser stateful mock. */
function mswBanner(): Plugin {
  return {
    name: 'trust-h5:msw-banner',
    apply: 'serve',
    configureServer(server) {
      if (server.config.mode !== 'msw') return;
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        const port = typeof address === 'object' && address ? address.port : server.config.server.port;
        server.config.logger.info(`\n  App on the stateful mock (MSW): ${startUrls(port)}\n`);
      });
    },
  };
}

/**
 * `npm start`: the dev server starts Prism on the bundled contract next to itself and proxies
 * the API to it, so one command gives a working app on a contract-exact mock.
 * Skipped with `--mode msw` (the in-browser stateful mock answers instead) or when
 * API_TARGET points at a real backend.
 */
function prismMock(): Plugin {
  let prism: ChildProcess | undefined;
  return {
    name: 'trust-h5:prism-mock',
    apply: 'serve',
    configureServer(server) {
      if (server.config.mode === 'msw' || process.env.API_TARGET || process.env.VITEST) return;
      prism = spawn(
        'prism',
        ['mock', 'generated/openapi.yaml', '--port', String(PRISM_PORT), '--host', '127.0.0.1'],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const stop = () => prism?.kill();
      process.once('exit', stop);
      server.httpServer?.once('close', stop);
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        const port = typeof address === 'object' && address ? address.port : server.config.server.port;
        server.config.logger.info(
          `\n  App on Prism mock: ${startUrls(port)}\n  Prism: http://127.0.0.1:${PRISM_PORT}\n`,
        );
      });
    },
  };
}

/**
 * Builds replace antd-mobile's React render hook module (es/utils/unstable-render.js) with
 * src/app/antd-unstable-render.ts: the same API, with React 19's createRoot as its default. The
 * original's default is the legacy ReactDOM.render (gone in React 19) and drags rc-util's render
 * and Babel's regenerator runtime into the first load. The dev server pre-bundles antd-mobile
 * without plugins, so there start-up's antd-react19.ts installs the same render through the hook.
 * Fails the build if antd-mobile is bundled but the module was not found (renamed upstream).
 */
function antdReact19Render(): Plugin {
  const replacement = fileURLToPath(new URL('./src/app/antd-unstable-render.ts', import.meta.url));
  let replaced = 0;
  return {
    name: 'trust-h5:antd-react19',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/antd-mobile[\\/]es[\\/]/.test(importer)) return null;
      if (!/^\.\/(utils\/)?unstable-render(\.js)?$/.test(source)) return null;
      replaced += 1;
      return replacement;
    },
    buildEnd(error) {
      const usesAntd = [...this.getModuleIds()].some((id) => /antd-mobile[\\/]es[\\/]/.test(id));
      if (!error && usesAntd && replaced === 0)
        this.error('antd-mobile/es/utils/unstable-render was not found: update trust-h5:antd-react19');
    },
  };
}

/** The landing page (/phone/about): the entry imports it directly (no domain loader on the first visit). */
const LANDING_PAGE = 'src/features/content/pages/about-page.tsx';

export default defineConfig(({ mode }) => ({
  base: BASE,
  plugins: [
    react(),
    // Two builds in one (production only; the demo's mock needs a modern engine anyway): modern
    // chunks and legacy ones chosen at load time, deploy/build/legacy-targets.ts and legacy-loader.ts.
    // legacyStylesheets comes first: its renderChunk must run before plugin-legacy's (both enforce: 'post').
    // MODERN_ONLY=1: a production build of the modern chunks only, in a sixth of the time, for
    // checks that read nothing of the legacy path (the beacon e2e file builds one of its own).
    mode === 'demo' || process.env.MODERN_ONLY === '1'
      ? []
      : [legacyStylesheets(BASE), legacy(legacyOptions), legacyLoader()],
    prismMock(),
    mswBanner(),
    antdReact19Render(),
    // Every route's name and path for the router; each domain's rows load with its first page.
    routeIndex(),
    domainPageLoaders({ direct: [LANDING_PAGE] }),
    // Production rows ship without the notes only tests and docs read (glosses and the like).
    stripNotesPlugin(),
    // Every route with a page gets its own HTML with that page's chunks and styles preloaded;
    // nginx serves it for that path (the landing page included).
    routeHtml(),
    precompressAssets(),
  ],
  // Imports by alias (@/ src, @gen/ generated, @mocks/ mocks, @tests/ tests): tsconfig.json's
  // `paths` is the one table, read here, by TypeScript, by dpdm and by the e2e config.
  resolve: { tsconfigPaths: true },
  define: {
    // The stateful in-browser mock is compiled in only for `--mode msw` and `--mode demo`.
    __MSW_ENABLED__: JSON.stringify(mode === 'msw' || mode === 'demo'),
    // Tells the mock's stored database of one build (or dev-server start) from another's.
    __MOCK_BUILD_ID__: JSON.stringify(mode === 'msw' || mode === 'demo' ? new Date().toISOString() : ''),
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [
        prefix,
        { target: process.env.API_TARGET ?? `http://127.0.0.1:${PRISM_PORT}`, changeOrigin: true },
      ]),
    ),
  },
  // The MSW worker script lives with the mocks and is copied only into mock-enabled builds.
  publicDir: mode === 'msw' || mode === 'demo' ? 'mocks/public' : false,
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the size budget (tests/perf/size.ts) reads chunks and their imports from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Hand-made chunks for what nearly every page loads: see deploy/build/chunk-groups.ts.
        codeSplitting: { groups: chunkGroups },
        // pdf.js 2, which only the legacy chunks load (pdfjs-legacy.ts), is named as a legacy script.
        assetFileNames: (asset) =>
          asset.originalFileNames.some((file) => file.includes('node_modules/pdfjs-dist-v2/'))
            ? 'assets/[name]-legacy-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
}));
