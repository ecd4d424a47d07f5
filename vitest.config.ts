import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Two projects: `unit` (units beside the code and page flows against MSW, in jsdom) and
 * `contract` (the generated functions against a real Prism process, in node).
 * End-to-end tests in Chromium have their own config (tests/e2e/vitest.config.ts).
 *
 * One worker per core: vitest's default in a run is one fewer than the cores, a single worker on
 * the 2-core CI machine, which left a core idle for the whole unit run.
 */
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'mocks/**/*.test.{ts,tsx}',
              'tests/flows/**/*.test.{ts,tsx}',
              'deploy/**/*.test.ts',
            ],
            setupFiles: ['tests/setup/unit.ts'],
            // A page flow waits for states (findBy*, 5 s each): vitest's 5 s for the whole test
            // failed flows of several steps on a loaded 2-core machine, with every state reached.
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['tests/contract/**/*.test.ts'],
            // Each file starts Prism (5 s quiet, over 30 s on a loaded 2-core machine).
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
