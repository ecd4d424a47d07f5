/**
 * The stages of `npm run verify` (.ci/verify.ts), in the order they are started when free.
 * weight: the cores a stage keeps busy, rounded (vitest and the e2e run use two workers);
 * needs: the stages whose output it reads.
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
  env?: Record<string, string>;
}

const VITEST_JSON = (name: string) =>
  `--reporter=default --reporter=json --outputFile.json=.tmp/verify/${name}.json`;

export const STAGES: Stage[] = [
  { name: 'node', command: 'npm run -s node:check', weight: 1 },
  { name: 'build', command: 'vite build --logLevel warn', weight: 1, needs: ['node'] },
  { name: 'build:demo', command: 'vite build --mode demo --logLevel warn', weight: 1, needs: ['node'] },
  // Its generators side by side keep about 1.3 cores busy: as a one-core stage it fills the gaps
  // the others leave instead of waiting for both cores to come free.
  { name: 'gen', command: 'node openapi/scripts/gen-repeat.ts --check', weight: 1, needs: ['node'] },
  // TypeScript 7 (the native compiler) on one thread: the stage has one core.
  {
    name: 'typecheck',
    command: 'npm run -s typecheck -- --singleThreaded',
    weight: 1,
    needs: ['node'],
  },
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
  // the same run as `npm test`.
  {
    name: 'unit',
    command: `vitest run --project 'unit*' ${VITEST_JSON('unit')}`,
    weight: 2,
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
    // into the machine's cache on first use, inside the stage. Last, alone: beside the unit stage
    // both took longer than one after the other (unit 178 s -> 321 s, legacy 120 s -> 174 s), and
    // beside the contract stage that one took 178 s instead of 47 s.
    name: 'legacy',
    command: `vitest run -c tests/legacy/vitest.config.ts ${VITEST_JSON('legacy')}`,
    weight: 2,
    needs: ['build'],
  },
  { name: 'size', command: 'node tests/perf/size.ts', weight: 1, needs: ['build'] },
];
