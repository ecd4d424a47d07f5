/**
 * Request bodies for the contract tests, read from the bundle: the operation's own request
 * example when it has one (documented and proposed calls), `{}` for an open payload; and, for
 * a modelled payload, bodies that break it in a way Prism must refuse.
 */
import { asRecord, resolveRef } from '../../openapi/scripts/lib/bundle.ts';
import type { Json, OperationFacts } from '../../openapi/scripts/lib/bundle.ts';

function jsonContent(spec: Json, node: unknown): Json {
  return asRecord(asRecord(resolveRef(spec, node).content)['application/json']);
}

/** First example of a media type: `example`, else the first of `examples`. */
export function firstExample(spec: Json, media: Json): unknown {
  if ('example' in media) return media.example;
  const first = Object.values(asRecord(media.examples))[0];
  return first === undefined ? undefined : resolveRef(spec, first).value;
}

/** Smallest value a schema accepts: required properties only, each from its first example. */
function minimalValue(spec: Json, node: unknown): unknown {
  const schema = resolveRef(spec, node);
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    default: {
      const properties = asRecord(schema.properties);
      const required = (schema.required as string[] | undefined) ?? [];
      return Object.fromEntries(required.map((key) => [key, minimalValue(spec, properties[key])]));
    }
  }
}

/**
 * The inner payload a generated function takes (the wire body's `requestData`): the request
 * example when the operation has one, else the minimal value its schema accepts.
 */
export function validPayload(spec: Json, op: OperationFacts): unknown {
  const example = firstExample(spec, jsonContent(spec, op.raw.requestBody));
  const fromExample = asRecord(example).requestData;
  return fromExample ?? minimalValue(spec, payloadSchema(spec, op));
}

/** `result.data` of the 200 answer's first example (what Prism's static mode serves). */
export function exampleData(spec: Json, op: OperationFacts): unknown {
  const example = firstExample(spec, jsonContent(spec, asRecord(op.raw.responses)['200']));
  return asRecord(asRecord(example).result).data;
}

/** Schema of `requestData`, resolved. */
export function payloadSchema(spec: Json, op: OperationFacts): Json {
  const wrapper = resolveRef(spec, jsonContent(spec, op.raw.requestBody).schema);
  return resolveRef(spec, asRecord(wrapper.properties).requestData);
}

/** Wire bodies Prism must answer with 422, each with a reason for the test name. */
export function brokenBodies(spec: Json, op: OperationFacts): [string, unknown][] {
  const schema = payloadSchema(spec, op);
  const valid = asRecord(validPayload(spec, op));
  const required = (schema.required as string[] | undefined) ?? [];
  const first = required[0] ?? Object.keys(asRecord(schema.properties))[0];
  if (!first) throw new Error(`${op.operationId} has no modelled property to break`);
  const type = resolveRef(spec, asRecord(schema.properties)[first]).type;
  const { [first]: _dropped, ...missing } = valid;
  const bodies: [string, unknown][] = [
    [`${first} of the wrong type`, { requestData: { ...valid, [first]: type === 'string' ? 12345 : 'x' } }],
    ['requestData missing', {}],
    ['requestData not an object', { requestData: 'cnty_cd' }],
  ];
  if (required.includes(first)) bodies.push([`required ${first} missing`, { requestData: missing }]);
  return bodies;
}

/**
 * Array-typed schemas with `examples` inside the 200 answer. Prism's dynamic mode corrupts
 * those (json-schema-faker's allOf merge turns `[[…]]` into `[{…}]`), so its answers cannot
 * match the schema; the lint rule no-examples-on-arrays points at them.
 */
export function arrayExamplesIn(spec: Json, op: OperationFacts): string[] {
  const found: string[] = [];
  const seen = new Set<Json>();
  const walk = (node: unknown, at: string) => {
    const schema = resolveRef(spec, node);
    if (seen.has(schema)) return;
    seen.add(schema);
    if (schema.type === 'array' && ('examples' in schema || 'example' in schema)) found.push(at);
    for (const [key, value] of Object.entries(asRecord(schema.properties))) walk(value, `${at}.${key}`);
    if (schema.items) walk(schema.items, `${at}[]`);
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      for (const part of (schema[keyword] as unknown[] | undefined) ?? []) walk(part, at);
    }
  };
  walk(jsonContent(spec, asRecord(op.raw.responses)['200']).schema, 'body');
  return found;
}
