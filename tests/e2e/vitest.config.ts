import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './support/longest-first.ts';

/**
 * End-to-end tests in Chromium against a build served by nginx (`npm run test:e2e` builds
 * first). Node environment, long timeouts, two files at a time: one worker per core, each file
 * with its own Chromium (one nginx + Prism for the run, started by the global setup; every other
 * server a test starts takes a free port).
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
    maxWorkers: Math.min(2, availableParallelism()),
    // A worker runs file after file with the support modules it has loaded (each file still
    // launches its own browser and closes what it started): a fresh worker per file cost about
    // 1.7 s of CPU each (nine short files: 116 s -> 101 s of CPU, 70 s -> 62 s of wall).
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // expect.poll waits for a state of the page: vitest's default of 1 s is shorter than a page
    // takes to answer on a loaded 2-core machine (an upload compressed in the page, a list
    // refetched). A poll still fails when the state never comes.
    expect: { poll: { timeout: 15_000 } },
  },
});
