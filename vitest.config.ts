import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Two projects: `unit` (units beside the code and page flows against MSW, in jsdom) and
 * `contract` (the generated functions against a real Prism process, in node).
 * End-to-end tests in Chromium have their own config (tests/e2e/vitest.config.ts).
 */
export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
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
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['tests/contract/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
