import { DEFAULT_SLOW_MS, findOutcome } from './outcomes';

/**
 * The active scenario: which outcome to force, optionally only on one call and only a number
 * of times. Held in memory (node tests) and mirrored to a storage (sessionStorage in the
 * browser, so a scenario chosen by URL survives the app's own navigations and reloads).
 */
export interface Scenario {
  /** An outcome id of mocks/scenarios/outcomes.ts, e.g. "00000008", "http500", "slow". */
  outcome: string;
  /** Only this call (operationId); every call when absent. */
  call?: string;
  /** For "slow": the delay in ms (default 3000). */
  delayMs?: number;
  /** Only the next n matching calls; then the scenario ends. */
  times?: number;
}

export interface ScenarioStorage {
  load(): Scenario | undefined;
  save(scenario: Scenario | undefined): void;
}

let current: Scenario | undefined;
let storage: ScenarioStorage | undefined;
const listeners = new Set<(scenario: Scenario | undefined) => void>();

function publish(next: Scenario | undefined) {
  current = next;
  storage?.save(next);
  for (const listener of listeners) listener(next);
}

/** Forces an outcome. Throws on an unknown outcome id, so a typo never silently does nothing. */
export function setScenario(scenario: Scenario): void {
  if (!findOutcome(scenario.outcome)) throw new Error(`Unknown mock outcome "${scenario.outcome}"`);
  publish({ ...scenario });
}

export function clearScenario(): void {
  publish(undefined);
}

export function getScenario(): Scenario | undefined {
  return current;
}

export function onScenarioChange(listener: (scenario: Scenario | undefined) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mirrors the scenario to a storage and loads what it holds (browser start-up). */
export function persistScenarioIn(next: ScenarioStorage): void {
  storage = next;
  current = next.load();
}

/**
 * The scenario that applies to this call, if any; counts down `times`. Called once per
 * request by the scenario handler.
 */
export function takeScenario(name: string): { scenario: Scenario; delayMs: number } | undefined {
  const scenario = current;
  if (!scenario || (scenario.call && scenario.call !== name)) return undefined;
  const outcome = findOutcome(scenario.outcome);
  if (!outcome || (outcome.appliesTo && !outcome.appliesTo(name))) return undefined;
  if (scenario.times !== undefined) {
    const left = scenario.times - 1;
    if (left <= 0) clearScenario();
    else publish({ ...scenario, times: left });
  }
  return { scenario, delayMs: scenario.delayMs ?? DEFAULT_SLOW_MS };
}
