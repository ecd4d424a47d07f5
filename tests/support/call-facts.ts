import type { CallFacts } from '../../src/api/answer-shape';
import type { DomainCalls } from '../../src/api/trust-app-api';

/**
 * The contract's facts of any call, for tests: the app never looks a call up by name (each
 * domain's hooks hand the transport their own facts, generated/calls/<tag>.ts).
 */
const domainModules = import.meta.glob<DomainCalls>('../../generated/calls/*.ts', {
  import: 'calls',
  eager: true,
});

const byDomain = Object.entries(domainModules).map(
  ([file, calls]) => [file.slice(file.lastIndexOf('/') + 1, -'.ts'.length), calls] as const,
);

/** The domain tag whose generated/calls module holds the call, or undefined. */
export function domainOfCall(operation: string): string | undefined {
  return byDomain.find(([, calls]) => Object.hasOwn(calls, operation))?.[0];
}

/** The call's facts, or undefined when the contract does not know it. */
export function callFacts(operation: string): CallFacts | undefined {
  const calls = byDomain.find(([, domainCalls]) => Object.hasOwn(domainCalls, operation))?.[1];
  return calls?.[operation];
}
