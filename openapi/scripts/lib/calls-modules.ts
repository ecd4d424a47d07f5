/**
 * Builds generated/calls/: what the transport needs to know about each call, one small module per
 * domain tag. `generated/calls/<tag>.ts` holds per call its read flag, the business codes it lists and
 * the shape of its answer's `result.data` (plain data that src/api/answer-shape.ts checks): a
 * one-word shape inline, any other as a loader of its own module, `<tag>/<call>.ts`, which the
 * transport starts with the call. It exports the tag's transport, `trustAppCall`: the transport
 * (src/api/trust-app-api.ts) bound to those facts. orval's hooks of that tag call it
 * (codegen.config.ts, a mutator per tag), so the facts of a domain arrive with its hooks, the
 * first load carries no index of all 223 calls, and a page loads the shapes of the calls it makes
 * only (the landing page makes one of its domain's 12: the first-load budget).
 *
 * Why not orval's zod schemas: they carry every description and the whole of zod classic, 30 KB
 * as served for the landing page's one call; a shape here is a few hundred bytes and its checker
 * is one small module (the first-load budget). The zod schemas stay the oracle in tests
 * (tests/contract/answer-shapes.test.ts holds the two to the same verdicts).
 *
 * The shape keeps what a page relies on when it reads an answer: types, required fields, list
 * items, patterns (masked numbers, decimal amounts, dates) and the length and range limits the
 * contract states. Enums are open for reading (any string passes; the page shows its fallback),
 * unknown object keys pass, as they do in zod.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { asRecord, resolveRef, type Json } from './bundle.ts';
import { operationEntries, type OperationEntry } from './operations-module.ts';

const COMPONENT_REF = '#/components/schemas/';
/** The export of each generated/calls/<tag>.ts that orval's hooks of the tag call (codegen.config.ts). */
export const TAG_TRANSPORT = 'trustAppCall';

/** Regular expressions for the string formats the contract uses (zod's iso.date/datetime, email). */
const FORMAT_PATTERNS: Readonly<Record<string, string>> = {
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  'date-time': '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$',
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
};

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
const regexLiteral = (pattern: string) => String(new RegExp(pattern));
const constName = (component: string) => `$${component.replace(/\W/g, '_')}`;

/** Writes one tag's shapes, sharing each named component once as a const. */
class ShapeWriter {
  private readonly components = new Map<string, string>();
  private readonly visiting = new Set<string>();

  private readonly spec: Json;

  constructor(spec: Json) {
    this.spec = spec;
  }

  /** The const declarations, dependencies first. */
  declarations(): string[] {
    return [...this.components].map(([name, text]) => `const ${constName(name)}: AnswerShape = ${text};`);
  }

  shape(node: unknown): string {
    const schema = asRecord(node);
    const ref = schema.$ref;
    if (typeof ref === 'string' && ref.startsWith(COMPONENT_REF))
      return this.component(ref.slice(COMPONENT_REF.length));
    if (typeof ref === 'string') return this.shape(resolveRef(this.spec, schema));
    if (Array.isArray(schema.allOf))
      return `{ t: 'all', of: [${schema.allOf.map((s) => this.shape(s)).join(', ')}] }`;
    const union = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(union)) return `{ t: 'any', of: [${union.map((s) => this.shape(s)).join(', ')}] }`;
    if (Array.isArray(schema.enum)) return "'e'";
    switch (schema.type) {
      case 'string':
        return this.string(schema);
      case 'integer':
      case 'number':
        return this.number(schema);
      case 'boolean':
        return "'b'";
      case 'array':
        return this.array(schema);
      case 'object':
        return this.object(schema);
      default:
        return "'u'";
    }
  }

  private component(name: string): string {
    if (!this.components.has(name)) {
      if (this.visiting.has(name))
        throw new Error(`schema ${name} refers to itself: the answer shapes cannot say that`);
      this.visiting.add(name);
      const text = this.shape(asRecord(asRecord(asRecord(this.spec.components).schemas)[name]));
      this.visiting.delete(name);
      this.components.set(name, text);
    }
    return constName(name);
  }

  private limits(schema: Json, low: string, high: string): string[] {
    const parts: string[] = [];
    if (typeof schema[low] === 'number') parts.push(`min: ${String(schema[low])}`);
    if (typeof schema[high] === 'number') parts.push(`max: ${String(schema[high])}`);
    return parts;
  }

  private string(schema: Json): string {
    const pattern =
      typeof schema.pattern === 'string'
        ? schema.pattern
        : typeof schema.format === 'string'
          ? FORMAT_PATTERNS[schema.format]
          : undefined;
    const parts = [...this.limits(schema, 'minLength', 'maxLength')];
    if (pattern) parts.push(`re: ${regexLiteral(pattern)}`);
    return parts.length ? `{ t: 's', ${parts.join(', ')} }` : "'s'";
  }

  private number(schema: Json): string {
    const type = schema.type === 'integer' ? 'i' : 'n';
    const parts = this.limits(schema, 'minimum', 'maximum');
    return parts.length ? `{ t: '${type}', ${parts.join(', ')} }` : `'${type}'`;
  }

  private array(schema: Json): string {
    const parts = [`i: ${this.shape(schema.items)}`, ...this.limits(schema, 'minItems', 'maxItems')];
    return `{ t: 'a', ${parts.join(', ')} }`;
  }

  private object(schema: Json): string {
    const properties = Object.entries(asRecord(schema.properties));
    const extra = schema.additionalProperties;
    if (properties.length === 0 && extra && typeof extra === 'object')
      return `{ t: 'r', v: ${this.shape(extra)} }`;
    if (properties.length === 0) return "{ t: 'o', p: {} }";
    const props = properties.map(([name, value]) => `${key(name)}: ${this.shape(value)}`).join(', ');
    const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
    const listed = required.filter((name) => properties.some(([property]) => property === name));
    return `{ t: 'o', p: { ${props} }${listed.length ? `, r: [${listed.map(quote).join(', ')}]` : ''} }`;
  }
}

/** The schema of `result.data` in the operation's 200 answer, or undefined for none (unknown). */
function dataSchemaOf(spec: Json, operation: Json): unknown {
  const answer = resolveRef(spec, asRecord(asRecord(operation.responses)['200']));
  const schema = resolveRef(spec, asRecord(asRecord(asRecord(answer.content)['application/json']).schema));
  const parts: unknown[] = Array.isArray(schema.allOf) ? schema.allOf : [schema];
  // The envelope's own `data` is open; the operation's part (after it) says what it carries.
  let data: unknown;
  for (const part of parts) {
    const result = resolveRef(spec, asRecord(asRecord(resolveRef(spec, part).properties).result));
    data = asRecord(result.properties).data ?? data;
  }
  return data;
}

function header(spec: Json, what: string): string[] {
  const info = asRecord(spec.info);
  return [
    `// Generated by openapi/scripts/gen-operations.ts from ${String(info.title)} ${String(info.version)} (openapi/).`,
    '// Do not edit: run `npm run gen`.',
    '//',
    `// ${what}`,
    '',
  ];
}

/** A shape that is one word ('u', 's', …) costs less inline than a module and its loader. */
const isBareShape = (shape: string) => shape.startsWith("'");

/**
 * One call's answer shape as a module of its own (generated/calls/<tag>/<call>.ts), with the
 * components it uses inlined: the transport loads it with the call (src/api/trust-app-api.ts),
 * so a page pays for the shapes of the calls it makes, not for those of its whole domain.
 */
function shapeModule(spec: Json, tag: string, name: string, writer: ShapeWriter, shape: string): string {
  return [
    ...header(
      spec,
      `The shape of ${name}'s result.data (${tag}), loaded with the call (src/api/answer-shape.ts).`,
    ),
    "import type { AnswerShape } from '../../../src/api/answer-shape';",
    '',
    ...writer.declarations(),
    ...(writer.declarations().length ? [''] : []),
    `export const data: AnswerShape = ${shape};`,
    '',
  ].join('\n');
}

/** The tag's module, and its calls' shape modules by file name (relative to generated/calls/). */
function tagModules(
  spec: Json,
  tag: string,
  entries: OperationEntry[],
  raw: Map<string, Json>,
): Map<string, string> {
  const files = new Map<string, string>();
  const lines = entries.map((entry) => {
    // Their meanings stay in generated/operations.ts: the transport reads only which codes a call lists.
    const codes = entry.codes.map(([code]) => quote(code)).join(', ');
    const data = dataSchemaOf(spec, raw.get(entry.name) ?? {});
    const writer = new ShapeWriter(spec);
    const shape = data === undefined ? "'u'" : writer.shape(data);
    let loader = shape;
    if (!isBareShape(shape)) {
      files.set(`${tag}/${entry.name}.ts`, shapeModule(spec, tag, entry.name, writer, shape));
      loader = `() => import('./${tag}/${entry.name}')`;
    }
    return `  ${entry.name}: { read: ${String(entry.read)}, codes: [${codes}], data: ${loader} },`;
  });
  files.set(
    `${tag}.ts`,
    [
      ...header(
        spec,
        `The ${tag} calls for the transport: read flag, own business codes, the shape of result.data (its module, src/api/answer-shape.ts).`,
      ),
      "import type { ApiError } from '../../src/api/api-error';",
      "import type { CallFacts } from '../../src/api/answer-shape';",
      "import type { GeneratedRequest } from '../../src/api/exchange';",
      "import type { CallOptions } from '../../src/api/outcome';",
      "import { trustAppApi } from '../../src/api/trust-app-api';",
      '',
      'export const calls: Readonly<Record<string, CallFacts>> = {',
      ...lines,
      '};',
      '',
      `/** The transport for the ${tag} hooks (orval's mutator for this tag), with this tag's facts. */`,
      `export const ${TAG_TRANSPORT} = <T>(request: GeneratedRequest, options?: CallOptions) =>`,
      '  trustAppApi<T>(request, options, calls);',
      '',
      "/** orval reads these to type the hooks' errors and bodies. */",
      'export type ErrorType<_E> = ApiError;',
      'export type BodyType<B> = B;',
      '',
    ].join('\n'),
  );
  return files;
}

/** File name (relative to generated/calls/) → source text; deterministic for a given bundle. */
export function callsModules(spec: Json): Map<string, string> {
  const entries = operationEntries(spec);
  const raw = new Map<string, Json>();
  for (const [, item] of Object.entries(asRecord(spec.paths)))
    for (const value of Object.values(asRecord(item))) {
      const operation = asRecord(value);
      if (typeof operation.operationId === 'string') raw.set(operation.operationId, operation);
    }
  const tags = [...new Set(entries.map((entry) => entry.tag))].sort();
  const files = new Map<string, string>();
  for (const tag of tags)
    for (const [file, text] of tagModules(
      spec,
      tag,
      entries.filter((entry) => entry.tag === tag),
      raw,
    ))
      files.set(file, text);
  return files;
}
