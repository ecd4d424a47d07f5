/**
 * The shape of a call's answer, as the contract states it, and its check: a
 * successful answer whose `result.data` misses its shape becomes one catalogue outcome
 * ("数据格式有误") instead of a crash or "undefined" deep in a page.
 *
 * The shapes are plain data generated from the contract (generated/calls/, written by
 * openapi/scripts/lib/calls-modules.ts), one small module per call that the transport loads with
 * the call, so the first screen pays neither for zod nor for the shapes of calls it does not
 * make. The issues are named the way zod names them (invalid_type, invalid_format, invalid_value,
 * too_small, too_big), and the contract's zod schemas are the oracle the shapes are tested
 * against (tests/contract/answer-shapes.test.ts).
 */

/**
 * 's' string, 'e' enum (open: any string), 'i' integer, 'n' number, 'b' boolean, 'u' anything;
 * the object forms add limits (`min`/`max`: length, value or item count), a pattern, object
 * properties with the required ones, a record's values, or the members of allOf / anyOf.
 */
export type AnswerShape =
  | 's'
  | 'e'
  | 'i'
  | 'n'
  | 'b'
  | 'u'
  | { readonly t: 's'; readonly min?: number; readonly max?: number; readonly re?: RegExp }
  | { readonly t: 'i' | 'n'; readonly min?: number; readonly max?: number }
  | { readonly t: 'a'; readonly i: AnswerShape; readonly min?: number; readonly max?: number }
  | { readonly t: 'o'; readonly p: Readonly<Record<string, AnswerShape>>; readonly r?: readonly string[] }
  | { readonly t: 'r'; readonly v: AnswerShape }
  | { readonly t: 'all' | 'any'; readonly of: readonly AnswerShape[] };

/** A call's shape module (generated/calls/<tag>/<call>.ts), loaded with the call. */
export type ShapeLoader = () => Promise<{ readonly data: AnswerShape }>;

/** What the transport knows of one call (generated/calls/<tag>.ts). */
export interface CallFacts {
  /** A read: no full-screen overlay by default, and it cannot be shown without its data. */
  readonly read: boolean;
  /** The business codes the call lists itself (x-status-codes); their meanings: generated/operations.ts. */
  readonly codes: readonly string[];
  /**
   * The shape of `result.data`: a one-word shape ('u' when the contract gives none) or the
   * loader of its module, so that a domain's facts do not carry the shapes of all its calls.
   */
  readonly data: AnswerShape | ShapeLoader;
}

export interface ShapeIssue {
  /** Where in the envelope, e.g. "result.data.cards[0].bnkName". */
  path: string;
  /** The kind of miss and what was expected, e.g. "invalid_type: expected string". */
  problem: string;
}

type Path = readonly (string | number)[];
interface Miss {
  path: Path;
  code: string;
  expected?: string;
}

/** At most this many issues are kept, for the log. */
const MAX_ISSUES = 5;

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The type name a shape expects, as zod words it. */
function expectedOf(shape: AnswerShape): string {
  const t = typeof shape === 'string' ? shape : shape.t;
  if (t === 'all' || t === 'any') {
    const first = typeof shape === 'object' && 'of' in shape ? shape.of[0] : undefined;
    return first ? expectedOf(first) : 'unknown';
  }
  return {
    s: 'string',
    e: 'string',
    i: 'number',
    n: 'number',
    b: 'boolean',
    u: 'unknown',
    a: 'array',
    o: 'object',
    r: 'object',
  }[t];
}

function limits(size: number, shape: { min?: number; max?: number }, path: Path, out: Miss[]) {
  if (shape.min !== undefined && size < shape.min) out.push({ path, code: 'too_small' });
  else if (shape.max !== undefined && size > shape.max) out.push({ path, code: 'too_big' });
}

function check(shape: AnswerShape, value: unknown, path: Path, out: Miss[]): void {
  if (shape === 'u') return;
  const t = typeof shape === 'string' ? shape : shape.t;
  const typeMiss = () => out.push({ path, code: 'invalid_type', expected: expectedOf(shape) });
  switch (t) {
    case 'e':
      // Open for reading: a value the contract does not list yet gets the page's fallback text.
      if (typeof value !== 'string') out.push({ path, code: 'invalid_value' });
      return;
    case 'b':
      if (typeof value !== 'boolean') typeMiss();
      return;
    case 's': {
      if (typeof value !== 'string') return void typeMiss();
      if (typeof shape === 'string' || shape.t !== 's') return;
      limits(value.length, shape, path, out);
      if (shape.re && !shape.re.test(value)) out.push({ path, code: 'invalid_format' });
      return;
    }
    case 'i':
    case 'n': {
      const fits = t === 'i' ? Number.isSafeInteger(value) : Number.isFinite(value);
      if (!fits) return void typeMiss();
      if (typeof shape === 'object' && (shape.t === 'i' || shape.t === 'n'))
        limits(value as number, shape, path, out);
      return;
    }
  }
  if (typeof shape === 'string') return;
  switch (shape.t) {
    case 'a':
      if (!Array.isArray(value)) return void typeMiss();
      limits(value.length, shape, path, out);
      value.forEach((item, index) => out.length < MAX_ISSUES && check(shape.i, item, [...path, index], out));
      return;
    case 'o':
      if (!isRecord(value)) return void typeMiss();
      for (const [key, inner] of Object.entries(shape.p)) {
        if (out.length >= MAX_ISSUES) return;
        const field = value[key];
        if (field !== undefined) check(inner, field, [...path, key], out);
        else if (shape.r?.includes(key) && inner !== 'u')
          out.push({ path: [...path, key], code: 'invalid_type', expected: expectedOf(inner) });
      }
      return;
    case 'r':
      if (!isRecord(value)) return void typeMiss();
      for (const [key, field] of Object.entries(value))
        if (out.length < MAX_ISSUES) check(shape.v, field, [...path, key], out);
      return;
    case 'all':
      for (const part of shape.of) check(part, value, path, out);
      return;
    case 'any': {
      // "No member fits" says nothing useful in a log: report the member the answer came closest to.
      const members = shape.of.map((member) => {
        const own: Miss[] = [];
        check(member, value, path, own);
        return own;
      });
      const closest = members.reduce((best, member) => (member.length < best.length ? member : best));
      out.push(...closest);
      return;
    }
  }
}

/** The ways `data` misses `shape`, at most five, with paths under `base` (the envelope's result.data). */
export function answerIssues(
  shape: AnswerShape,
  data: unknown,
  base: Path = ['result', 'data'],
): ShapeIssue[] {
  const out: Miss[] = [];
  check(shape, data, base, out);
  return out.slice(0, MAX_ISSUES).map((miss) => ({
    path: formatPath(miss.path) || '(root)',
    problem: miss.expected ? `${miss.code}: expected ${miss.expected}` : miss.code,
  }));
}
