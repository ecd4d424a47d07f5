/**
 * The transport's answer shapes (generated/calls/, checked by src/api/answer-shape.ts) against
 * their oracle, the contract's zod schemas (generated/zod/): for every call, the example answer
 * and each wrong shape of it, and random changes anywhere in the example, get the same verdict
 * from both. Where they may differ by design: an enum value the contract does not list yet
 * passes the shape (open for reading) and zod's issue for it is ignored, as the old zod-based
 * check did.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations } from '@gen/operations';
import { responseExampleOf } from '@mocks/contract/contract-examples';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { wrongShapesOf } from '@mocks/scenarios/wrong-shapes';
import { callFacts, type LoadedCallFacts } from '../support/call-facts';
import { shapeIssues } from '@/api/response-shape';

type Envelope = { code: string; msg?: string; result: { statusCode: string; msg?: string; data?: unknown } };

const ok = (data: unknown): Envelope => ({ code: '00000000', result: { statusCode: '00000000', data } });

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** zod's verdict, with a string where an enum is expected taken as fitting (open enums). */
function zodFits(call: string, envelope: Envelope): boolean {
  const schema = responseSchemaOf(call);
  if (!schema) return true;
  const parsed = schema.safeParse(envelope);
  if (parsed.success) return true;
  const flatten = (
    issues: readonly { code: string; path: PropertyKey[]; errors?: unknown }[],
    base: PropertyKey[],
  ): boolean =>
    issues.every((issue) => {
      const path = [...base, ...issue.path];
      if (issue.code === 'invalid_union' && Array.isArray(issue.errors))
        return (issue.errors as { code: string; path: PropertyKey[] }[][]).some((member) =>
          flatten(member, path),
        );
      return issue.code === 'invalid_value' && typeof valueAt(envelope, path) === 'string';
    });
  return flatten(parsed.error.issues, []);
}

const shapeFits = (facts: LoadedCallFacts | undefined, envelope: Envelope) =>
  shapeIssues(facts, envelope).length === 0;

const withExamples = Object.keys(operations)
  .map((call) => ({ call, example: responseExampleOf(call) as Envelope | undefined }))
  .filter(
    (entry): entry is { call: string; example: Envelope } => entry.example?.result?.statusCode === '00000000',
  );

describe('answer shapes agree with the contract’s zod schemas', () => {
  it('covers the calls whose contract has a success example', () => {
    expect(withExamples.length).toBeGreaterThan(100);
  });

  it('accepts every success example', async () => {
    const refused: string[] = [];
    for (const { call, example } of withExamples) {
      const issues = shapeIssues(await callFacts(call), example);
      if (issues.length) refused.push(`${call}: ${issues.map((i) => `${i.path} ${i.problem}`).join('; ')}`);
    }
    expect(refused).toEqual([]);
  });

  it('gives every wrong shape of every example the same verdict as zod', async () => {
    const disagreements: string[] = [];
    for (const { call, example } of withExamples) {
      const facts = await callFacts(call);
      for (const { shape, data } of wrongShapesOf(example.result.data)) {
        const envelope = ok(data);
        if (zodFits(call, envelope) !== shapeFits(facts, envelope)) disagreements.push(`${call} ${shape}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('gives a random change anywhere in an example the same verdict as zod', async () => {
    const facts = new Map(
      await Promise.all(withExamples.map(async (e) => [e.call, await callFacts(e.call)] as const)),
    );
    /** Every path into the example's data, the root included. */
    const pathsOf = (value: unknown, base: (string | number)[] = []): (string | number)[][] => {
      if (Array.isArray(value)) return [base, ...value.flatMap((item, i) => pathsOf(item, [...base, i]))];
      if (value && typeof value === 'object')
        return [base, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...base, key]))];
      return [base];
    };
    const replacement = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.boolean(),
      fc.integer({ min: -5, max: 100_000 }),
      fc.double({ noNaN: false }),
      fc.string({ maxLength: 6 }),
      fc.constantFrom('2026-11-22', '2026-11-22T09:30:00+08:00', '1,000.00', '138****5678', 'x'.repeat(300)),
      fc.array(fc.constantFrom(1, 'a', null, {}), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('a', 'b'), fc.constantFrom(1, 'x')),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...withExamples),
        fc.nat(),
        replacement,
        ({ call, example }, pick, value) => {
          const data = structuredClone(example.result.data);
          const paths = pathsOf(data);
          const path = paths[pick % paths.length] ?? [];
          let changed: unknown = value;
          if (path.length) {
            const parent = valueAt(data, path.slice(0, -1)) as Record<string | number, unknown>;
            const key = path[path.length - 1] as string | number;
            if (value === undefined && !Array.isArray(parent)) delete parent[key];
            else parent[key] = value;
            changed = data;
          }
          const envelope = ok(changed);
          expect(shapeFits(facts.get(call), envelope), `${call} at ${path.join('.')}`).toBe(
            zodFits(call, envelope),
          );
        },
      ),
      { numRuns: 3000, seed: 20261122 },
    );
  });
});
