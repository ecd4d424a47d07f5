import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests in Chromium against a build served by nginx (`npm run test:e2e` builds
 * first). Node environment, one file at a time (two shared cores), long timeouts.
 */
export default defineConfig({
  // The import aliases of tsconfig.json's `paths` (as in vite.config.ts).
  resolve: { tsconfigPaths: true },
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
