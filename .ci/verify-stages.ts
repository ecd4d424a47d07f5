/**
 * The stages of `npm run verify` (.ci/verify.ts), in the order they are started when free.
 * weight: the cores a stage keeps busy on average (vitest and the e2e run use two workers,
 * generation runs its generators side by side; a stage that waits on its own clock, like the old
 * engines' polls, keeps fewer busy than it has processes); needs: the stages whose output it reads.
 *
 * Each thing is done once: one production build (dist/) and one demo build (dist-demo/) serve
 * every later stage; generation runs twice in a scratch copy, once compared with generated/
 * (drift) and once with the first run (determinism).
 */
export interface Stage {
  name: string;
  command: string;
  weight: number;
  needs?: string[];
  /** Stages that must have ended first (whatever their result): an order, not an input. */
  after?: string[];
  env?: Record<string, string>;
}

const VITEST_JSON = (name: string) =>
  `--reporter=default --reporter=json --outputFile.json=.tmp/verify/${name}.json`;

export const STAGES: Stage[] = [
  { name: 'node', command: 'npm run -s node:check', weight: 1 },
  { name: 'build', command: 'vite build --logLevel warn', weight: 1, needs: ['node'] },
  { name: 'build:demo', command: 'vite build --mode demo --logLevel warn', weight: 1, needs: ['node'] },
  { name: 'gen', command: 'node openapi/scripts/gen-repeat.ts --check', weight: 2, needs: ['node'] },
  { name: 'typecheck', command: 'tsc -p tsconfig.json', weight: 1, needs: ['node'] },
  { name: 'lint', command: 'npm run -s lint', weight: 1, needs: ['node'] },
  { name: 'format', command: 'prettier --check . --log-level warn', weight: 1, needs: ['node'] },
  { name: 'spec:lint', command: 'npm run -s spec:lint', weight: 1, needs: ['node'] },
  { name: 'prod-clean', command: 'node tests/perf/no-mock-in-prod.ts dist', weight: 1, needs: ['build'] },
  // Every emitted chunk against its engine tier, and the CSP hashes against the HTML (docs/supported-engines.md).
  { name: 'chunk-tiers', command: 'node tests/legacy/chunk-tiers.ts dist', weight: 1, needs: ['build'] },
  {
    name: 'demo-has-mock',
    command: 'node tests/perf/no-mock-in-prod.ts dist-demo --expect-mock',
    weight: 1,
    needs: ['build:demo'],
  },
  // The three unit projects (unit, unit-isolated, unit-node) in one run, sharing its two workers:
  // the same run as `npm test`. Its workers wait on each other at file boundaries and on jsdom's
  // timers: about 1.4 cores busy (245-261 s of CPU in 174-182 s), so the old engines run beside it.
  {
    name: 'unit',
    command: `vitest run --project 'unit*' ${VITEST_JSON('unit')}`,
    weight: 1.5,
    needs: ['node'],
  },
  {
    name: 'contract',
    command: `vitest run --project contract ${VITEST_JSON('contract')}`,
    weight: 1,
    needs: ['node'],
  },
  {
    name: 'e2e',
    command: `vitest run -c tests/e2e/vitest.config.ts ${VITEST_JSON('e2e')}`,
    weight: 2,
    needs: ['build', 'build:demo'],
  },
  {
    // The production build in real old Chromium engines (tests/legacy): the engines are fetched
    // into the machine's cache on first use, inside the stage. Mostly waiting (downloads, pages
    // polled to a deadline): about 90 s of CPU in 120 s alone, so it runs beside the unit stage,
    // which starts once generation has ended. Started earlier, it fits beside a single static
    // check and slows the contract stage to three times its time (47 s -> 178 s).
    name: 'legacy',
    command: `vitest run -c tests/legacy/vitest.config.ts ${VITEST_JSON('legacy')}`,
    weight: 0.5,
    needs: ['build'],
    after: ['gen'],
  },
  { name: 'size', command: 'node tests/perf/size.ts', weight: 1, needs: ['build'] },
];
