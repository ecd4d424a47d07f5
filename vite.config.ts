import { spawn, type ChildProcess } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The app is served under this base path (product spec, section 2). */
export const BASE = '/xtmk/apph5/';
export const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4010);
const API_PREFIXES = ['/xtmk/apph5/services', '/xtmk/apph5/appgw'];

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
          `\n  App on Prism mock: http://localhost:${port}${BASE}phone/about\n  Prism: http://127.0.0.1:${PRISM_PORT}\n`,
        );
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  base: BASE,
  plugins: [react(), prismMock()],
  define: {
    // The stateful in-browser mock is compiled in only for `--mode msw` and `--mode demo`.
    __MSW_ENABLED__: JSON.stringify(mode === 'msw' || mode === 'demo'),
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
        codeSplitting: {
          groups: [
            // React and the router in one chunk of their own. Without it, the bundler may place
            // React inside a chunk shared with page-only libraries (antd-mobile's animation code)
            // and every first load would pay for them (npm run size).
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // antd-mobile's animation library: only pages with popups, toasts or dialogs load it.
            { name: 'antd-motion', test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/ },
            // The few antd-mobile basics the title bar needs (SafeArea and its helpers), so that
            // the first page does not pull the chunk that holds Toast and its animation.
            {
              name: 'antd-base',
              test: /node_modules[\\/](classnames[\\/]|antd-mobile[\\/]es[\\/](global[\\/]|utils[\\/](native-props|with-default-props|can-use-dom)|components[\\/]safe-area[\\/]))/,
            },
          ],
        },
      },
    },
  },
}));
