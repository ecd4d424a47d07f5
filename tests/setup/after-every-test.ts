/**
 * Clean-ups that test kits (render-route, the catalogue harness) run after every test.
 *
 * In the `unit` project a module is loaded once per worker and serves file after file
 * (vitest.config.ts): an `afterEach` it registered at its top level would belong to the first
 * file only. A kit adds its clean-up here once, and tests/setup/unit.ts runs them after each test
 * of every file.
 */
const cleanUps = new Set<() => void>();

export function afterEveryTest(cleanUp: () => void): void {
  cleanUps.add(cleanUp);
}

export function runAfterEveryTest(): void {
  for (const cleanUp of cleanUps) cleanUp();
}
