import type { ParsedEnvelope } from './envelope';

/**
 * The contract's answer shapes, checked at the boundary in production too (issue 17 §2): a
 * successful answer whose `result.data` does not match the call's generated zod schema becomes one
 * catalogue outcome ("数据格式有误") instead of a crash or "undefined" deep in a page.
 *
 * The schemas are orval's `generated/zod/<tag>/<tag>.zod.ts`, one chunk per domain (plus zod
 * itself, shared): a domain's chunk is fetched with its first call, in parallel with the request,
 * so no page pays for the schemas of other domains and the first load carries none of them.
 */
const domainModules = import.meta.glob<Record<string, unknown>>('../../generated/zod/*/*.zod.ts');

interface ZodIssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
  values?: readonly unknown[];
  /** invalid_union: the issues of each member, paths relative to the union. */
  errors?: ZodIssueLike[][];
}
interface SchemaLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ZodIssueLike[] } };
}
type DomainSchemas = Record<string, unknown>;

export interface ShapeIssue {
  /** Where in the envelope, e.g. "result.data.cards[0].bnkName". */
  path: string;
  /** zod's issue code and what was expected, e.g. "invalid_type: expected string". */
  problem: string;
}

const loading = new Map<string, Promise<DomainSchemas | undefined>>();

/** Starts (once) and returns the load of a domain's schemas; undefined if there are none. */
export function loadDomainSchemas(tag: string): Promise<DomainSchemas | undefined> {
  let pending = loading.get(tag);
  if (!pending) {
    const load = domainModules[`../../generated/zod/${tag}/${tag}.zod.ts`];
    pending = load
      ? load().catch((error: unknown) => {
          // Unchecked rather than failed: a missing chunk (redeploy) must not block every call.
          console.error('trustAppApi: response schemas of %s unavailable', tag, error);
          loading.delete(tag);
          return undefined;
        })
      : Promise.resolve(undefined);
    loading.set(tag, pending);
  }
  return pending;
}

/** orval's name for an operation's response schema: bankCardList → BankCardListResponse. */
export const responseSchemaName = (operation: string) =>
  `${operation.charAt(0).toUpperCase()}${operation.slice(1)}Response`;

const isSchema = (value: unknown): value is SchemaLike =>
  typeof value === 'object' && value !== null && typeof (value as SchemaLike).safeParse === 'function';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * Enums are open for reading: a string the contract does not list yet (a new `unbindBlockedBy`
 * type) passes, and the page shows its fallback text for it. Anything else that is not a string
 * where an enum is expected is a wrong shape.
 */
const isNewEnumValue = (issue: ZodIssueLike, envelope: unknown) =>
  issue.code === 'invalid_value' &&
  Array.isArray(issue.values) &&
  issue.values.every((v) => typeof v === 'string') &&
  typeof valueAt(envelope, issue.path) === 'string';

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

const PROBES: unknown[] = ['', 0, {}, []];
const declaresData = new WeakMap<SchemaLike, boolean>();

/** Whether the contract gives the call's data a shape: an `unknown` payload accepts every probe. */
function hasDataShape(schema: SchemaLike): boolean {
  let known = declaresData.get(schema);
  if (known === undefined) {
    known = PROBES.some((data) => !schema.safeParse(okEnvelope(data)).success);
    declaresData.set(schema, known);
  }
  return known;
}

const okEnvelope = (data: unknown) => ({ code: '00000000', result: { statusCode: '00000000', data } });

/**
 * The ways a successful envelope misses its call's schema, or [] when it fits (or when the call
 * has no schema: an `unknown` payload passes). At most five issues are kept, for the log.
 *
 * `requireData` (reads): the envelope schema lets every `data` be absent, but a read whose
 * contract gives its data a shape cannot be shown without it (react-query also refuses an
 * undefined result). A write may succeed with no data: the server did act, and calling that a
 * wrong shape would invite the investor to repeat it.
 */
export function shapeIssues(
  schemas: DomainSchemas | undefined,
  operation: string,
  envelope: ParsedEnvelope,
  { requireData = false }: { requireData?: boolean } = {},
): ShapeIssue[] {
  const schema = schemas?.[responseSchemaName(operation)];
  if (!isSchema(schema)) return [];
  if (requireData && envelope.result?.data == null && hasDataShape(schema)) {
    return [{ path: 'result.data', problem: 'missing' }];
  }
  const parsed = schema.safeParse(envelope);
  if (parsed.success) return [];
  return parsed.error.issues
    .flatMap((issue) => closestMember(issue, []))
    .filter((issue) => !isNewEnumValue(issue, envelope))
    .slice(0, 5)
    .map((issue) => ({
      path: formatPath(issue.path) || '(root)',
      problem: issue.expected ? `${issue.code}: expected ${issue.expected}` : issue.code,
    }));
}

/**
 * "invalid_union" says nothing useful in a log: report the issues of the member the answer came
 * closest to (fewest issues), with full paths. An open enum may make that member fit after all.
 */
function closestMember(issue: ZodIssueLike, base: readonly PropertyKey[]): ZodIssueLike[] {
  const path = [...base, ...issue.path];
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [{ ...issue, path }];
  const members = issue.errors.map((member) => member.flatMap((inner) => closestMember(inner, path)));
  return members.reduce((best, member) => (member.length < best.length ? member : best));
}
