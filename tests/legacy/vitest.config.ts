import { defineConfig } from 'vitest/config';

/**
 * The production build in real old Chromium engines (tests/legacy/*.legacy.ts), driven over raw
 * CDP. `npm run test:legacy` builds first; the engines are fetched into the cache on first use.
 * Node environment; each file serves the build itself (nginx, with Prism or the mock in Node).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'legacy',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/legacy/**/*.legacy.ts'],
    environment: 'node',
    maxWorkers: 2,
    // Two engines side by side within a file: a route's time is mostly waiting (loads, the API).
    maxConcurrency: 2,
    // One test walks all routes in one engine: minutes on a loaded 2-core machine.
    testTimeout: 900_000,
    hookTimeout: 300_000,
  },
});
