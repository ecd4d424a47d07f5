/**
 * The read/write rule (openapi/trustAppApi.yaml, info.description) and its wiring: a call is a
 * read (query hook) only when flagged `x-read: true`, and the generated hooks follow the flag.
 */
import { describe, expect, it } from 'vitest';
import { TRUST_APP_API_PREFIX, listOperations, loadBundle } from '../../openapi/scripts/lib/bundle.ts';

const calls = listOperations(loadBundle()).filter((op) => op.path.startsWith(TRUST_APP_API_PREFIX));
const hookModules = import.meta.glob<Record<string, unknown>>(
  ['../../generated/hooks/*/*.ts', '!../../generated/hooks/*/*.msw.ts'],
  { eager: true },
);
const exported = new Set(Object.values(hookModules).flatMap((module) => Object.keys(module)));
const pascal = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** Verbs that change server state, and the SMS family (sending or verifying consumes a code). */
const WRITE_NAME =
  /^(send|submit|save|create|add|update|apply|upload|sign|insert|record|initiate|invite)([A-Z]|$)|(Sms|SMS|Message|Msg4Wallet|VerificationCode)(Code)?$/;
/** Pure look-ups; they win over the suffix rule (queryPersonMessage reads a message). */
const READ_NAME = /^(query|select|find)[A-Z]/;

describe('read or write', () => {
  it.each(calls.map((op) => [op.operationId, op] as const))('%s follows the naming rule', (name, op) => {
    if (READ_NAME.test(name)) expect(op.read, `${name} looks like a read`).toBe(true);
    else if (WRITE_NAME.test(name)) expect(op.read, `${name} looks like a write`).toBe(false);
  });

  it.each(calls.map((op) => [op.operationId, op] as const))(
    '%s has the hook its flag asks for',
    (name, op) => {
      const query = exported.has(`get${pascal(name)}QueryKey`);
      const mutation = exported.has(`get${pascal(name)}MutationOptions`);
      expect({ query, mutation }).toEqual({ query: op.read, mutation: !op.read });
    },
  );
});
