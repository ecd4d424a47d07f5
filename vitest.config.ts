import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { UNIT_FILES } from './tests/setup/unit-files';
import viteConfig from './vite.config';

/**
 * The unit and page-flow tests (`npm test` = `vitest run --project 'unit*'`) in three projects,
 * their files sorted by tests/setup/unit-files.ts:
 *
 * - `unit`: nearly every file, in jsdom. A worker sets up jsdom and loads React, antd-mobile, the
 *   schemas and the mock once and runs file after file (about a third of the CPU of a fresh
 *   environment and module graph per file); tests/setup/unit-shared.ts puts back what a file
 *   leaves behind. UNIT_ISOLATE=1 gives each file its own environment and module graph instead,
 *   to tell a leak from one file into the next from a failure of the file itself.
 * - `unit-isolated`: files that replace a module (`vi.mock`), empty the module registry or read
 *   a module's state before anything else touched it (`// unit-isolated: <why>`), in jsdom, a
 *   fresh worker each.
 * - `unit-node`: files without a DOM (`// @vitest-environment node`, deploy/), in node.
 *
 * `contract` runs the generated functions against a real Prism process, in node.
 * End-to-end tests in Chromium have their own config (tests/e2e/vitest.config.ts).
 *
 * One worker more than the cores: vitest's default in a run is one fewer than the cores (a single
 * worker on the 2-core CI machine), and with one per core a worker still sat mostly idle for
 * half a minute at a time (8 s of CPU in 36 s: its files waiting, not computing): `npm test` took 182 s
 * with two workers, 154 s with three (about the same CPU), 170 s with four (each worker loads the
 * module graph again).
 */
/** UNIT_ISOLATE=1: each file of the `unit` project gets a jsdom and module graph of its own. */
const isolateUnitFiles = process.env.UNIT_ISOLATE === '1';

const unitTimeouts = {
  // A page flow waits for states (findBy*, 5 s each): vitest's 5 s for the whole test
  // failed flows of several steps on a loaded 2-core machine, with every state reached.
  testTimeout: 30_000,
  hookTimeout: 30_000,
};

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      maxWorkers: availableParallelism() + 1,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: UNIT_FILES.globs,
            exclude: [...configDefaults.exclude, ...UNIT_FILES.node, ...UNIT_FILES.isolated],
            isolate: isolateUnitFiles,
            setupFiles: ['tests/setup/unit.ts', 'tests/setup/unit-shared.ts'],
            ...unitTimeouts,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-isolated',
            environment: 'jsdom',
            include: UNIT_FILES.isolated,
            setupFiles: ['tests/setup/unit.ts'],
            ...unitTimeouts,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            include: UNIT_FILES.node,
            isolate: false,
            ...unitTimeouts,
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
