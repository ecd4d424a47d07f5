import type { AnswerShape, CallFacts } from '@/api/answer-shape';
import type { DomainCalls } from '@/api/trust-app-api';

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

/** A call's facts with its answer shape loaded (generated/calls/<tag>/<call>.ts). */
export type LoadedCallFacts = Omit<CallFacts, 'data'> & { readonly data: AnswerShape };

/** The call's facts, its shape module loaded, or undefined when the contract does not know it. */
export async function callFacts(operation: string): Promise<LoadedCallFacts | undefined> {
  const calls = byDomain.find(([, domainCalls]) => Object.hasOwn(domainCalls, operation))?.[1];
  const facts = calls?.[operation];
  if (!facts) return undefined;
  const data = typeof facts.data === 'function' ? (await facts.data()).data : facts.data;
  return { ...facts, data };
}
