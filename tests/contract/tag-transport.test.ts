/**
 * The wiring of the transport (codegen.config.ts, a mutator per tag): the hooks of each tag call
 * that tag's `trustAppCall` (generated/calls/<tag>.ts), which hands the transport the tag's call
 * facts. A hook wired to another tag's transport, or to the transport without facts, would send
 * its reads with the overlay and let a wrong answer through unchecked.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '@gen/operations';

const hookSources = import.meta.glob<string>(
  ['../../generated/hooks/*/*.ts', '!../../generated/hooks/*/*.msw.ts'],
  { query: '?raw', import: 'default', eager: true },
);
const callsModules = import.meta.glob<Record<string, unknown>>('../../generated/calls/*.ts', {
  eager: true,
});

const tagOf = (file: string) => file.split('/').at(-2) ?? '';
const tags = [...new Set(Object.values(operations).map((op) => op.tag))].sort();

describe('each tag calls its own transport', () => {
  it('has one hooks file and one calls module per tag', () => {
    expect(Object.keys(hookSources).map(tagOf).sort()).toEqual(tags);
    expect(
      Object.keys(callsModules)
        .map((file) => file.slice(file.lastIndexOf('/') + 1, -'.ts'.length))
        .sort(),
    ).toEqual(tags);
  });

  it.each(Object.entries(hookSources).map(([file, source]) => [tagOf(file), source] as const))(
    '%s hooks import trustAppCall from generated/calls/%s.ts only',
    (tag, source) => {
      const transports = [...source.matchAll(/import \{ (\w+) \} from '([^']+)';/g)]
        .filter(([, name]) => name === 'trustAppCall' || name === 'trustAppApi')
        .map(([, name, from]) => `${name} from ${from}`);
      expect(transports).toEqual([`trustAppCall from ../../calls/${tag}.ts`]);
    },
  );

  it.each(Object.entries(callsModules))('%s binds the transport to its own facts', (_file, module) => {
    expect(typeof module.trustAppCall).toBe('function');
    expect(Object.keys(module.calls as object).length).toBeGreaterThan(0);
  });
});
