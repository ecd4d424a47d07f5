/**
 * Code generation from the contract. `npm run gen` runs, in order:
 *   1. openapi/scripts/bundle-spec.ts  the sources' compact entries expanded, the path index
 *      generated, then redocly bundle → generated/openapi.yaml (one self-contained file)
 *   2. openapi/scripts/gen-operations.ts → generated/operations.ts (tag, read, status, codes)
 *   3. openapi-typescript  generated/openapi.yaml → generated/paths.d.ts (typed openapi-fetch client)
 *   4. orval with this file: react-query hooks + MSW handlers, and zod schemas.
 *
 * Deliberate choices, all made through orval's own options (nothing edits generated files):
 * - Hooks take the inner payload. The wire body is `{"requestData": …}`; the input transformer
 *   below shows orval the *inner* schema, and the transport (src/api/trust-app-api.ts) wraps it.
 *   Zod schemas are generated from the untouched contract, so they describe the wire format.
 * - Reads are queries, writes are mutations, by the operation's `x-read: true` flag.
 * - A tag's hooks call the transport through that tag's `trustAppCall` (generated/calls/<tag>.ts),
 *   which hands it the tag's call facts: read or write, own codes, answer shape. The facts arrive
 *   with the hooks that need them; no index of every call rides on the first load.
 * - Paged reads (`x-paged: true`) also get an infinite-query hook (see PAGE_PARAM below).
 * - The landing page's calls (deploy/build/landing-calls.ts) also get a hook module of their own,
 *   generated/landing/ (project `landing`): a module travels whole, and the first visit should not
 *   carry the hooks of every other page of its domain.
 */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';
import { LANDING_CALLS } from './deploy/build/landing-calls.ts';

const BUNDLE = './generated/openapi.yaml';
/** Each tag's transport, written by gen-operations (openapi/scripts/lib/calls-modules.ts). */
const TAG_TRANSPORT = 'trustAppCall';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  tags?: string[];
  'x-read'?: boolean;
  'x-paged'?: boolean;
  requestBody?: Json;
  parameters?: Json[];
}

const asRecord = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

function operationsOf(spec: Json): Operation[] {
  return Object.values(asRecord(spec.paths)).flatMap((item) =>
    Object.values(asRecord(item)).filter(
      (op): op is Operation => typeof asRecord(op).operationId === 'string',
    ),
  );
}

/** `#/components/requestBodies/X` → the object it points at. */
function resolveLocal(spec: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((at, key) => asRecord(at[key]), spec);
}

/**
 * The page an infinite hook asks for. orval pages only through a URL query parameter (its
 * useInfiniteQueryParam; a page number in a POST body is not supported, orval issue #4025), so
 * orval's view of a paged call (`x-paged`) gets this query parameter. The generated infinite
 * hook passes `{pageNum: pageParam}` as `params`, and the transport (src/api/exchange.ts) moves
 * `params` into `requestData`: on the wire the page number stays in the body, as the contract says.
 */
const PAGE_PARAM = {
  name: 'pageNum',
  in: 'query',
  required: false,
  description: 'The page an infinite query asks for; the transport sends it as requestData.pageNum.',
  schema: { type: 'integer', minimum: 1 },
};

/**
 * orval's view of the contract: each `{requestData: X}` request body replaced by X, so that
 * generated hooks take X; paged calls given the page parameter above.
 */
function unwrapRequestData(input: unknown): never {
  const spec = structuredClone(input) as Json;
  for (const op of operationsOf(spec)) {
    if (op['x-paged'] === true) op.parameters = [...(op.parameters ?? []), PAGE_PARAM];
    if (!op.requestBody) continue;
    const body = resolveLocal(spec, op.requestBody);
    const media = asRecord(asRecord(body.content)['application/json']);
    const wrapper = resolveLocal(spec, asRecord(media.schema));
    const inner = asRecord(wrapper.properties).requestData;
    if (!inner) continue;
    op.requestBody = {
      ...body,
      content: { 'application/json': { schema: inner } },
    };
  }
  return spec as never;
}

/** Every `#/components/<section>/<name>` reached from a node, transitively, as `<section>/<name>`. */
function componentsReached(spec: Json, from: unknown): Set<string> {
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/')) {
      const key = ref.slice('#/components/'.length);
      if (seen.has(key)) return;
      seen.add(key);
      const [section = '', name = ''] = key.split('/');
      visit(asRecord(asRecord(asRecord(spec.components)[section])[name]));
    }
    Object.values(node).forEach(visit);
  };
  visit(from);
  return seen;
}

/**
 * orval's view for the landing page's own hook file: only the landing calls, with only the
 * components they reach. orval writes one hook module per tag, and a module travels whole: with
 * the content tag's twelve hooks in it, the first visit carried eleven it never calls.
 */
function landingOnly(input: unknown): never {
  const spec = unwrapRequestData(input) as Json;
  const paths = asRecord(spec.paths);
  for (const [path, item] of Object.entries(paths)) {
    const keep = Object.values(asRecord(item)).some((op) =>
      LANDING_CALLS.includes(String(asRecord(op).operationId)),
    );
    if (!keep) delete paths[path];
  }
  const reached = componentsReached(spec, paths);
  for (const [section, entries] of Object.entries(asRecord(spec.components)))
    for (const name of Object.keys(asRecord(entries)))
      if (!reached.has(`${section}/${name}`)) delete asRecord(entries)[name];
  return spec as never;
}

const bundled = parse(readFileSync(BUNDLE, 'utf8')) as Json;
/** Reads are queries; paged reads also get an infinite query (use<Call>Infinite) over pageNum. */
const asQueries = Object.fromEntries(
  operationsOf(bundled)
    .filter((op) => op['x-read'] === true)
    .map((op) => [
      op.operationId,
      {
        query: {
          useQuery: true,
          useMutation: false,
          ...(op['x-paged'] === true ? { useInfinite: true, useInfiniteQueryParam: PAGE_PARAM.name } : {}),
        },
      },
    ]),
);

/** Calls outside trustAppApi (file upload and download): no hooks. */
const EXCLUDED_TAGS = ['file'];

/** orval's mutator per tag: the tag's own transport, bound to its facts. */
const tagTransports = Object.fromEntries(
  [...new Set(operationsOf(bundled).flatMap((op) => op.tags ?? []))]
    .filter((tag) => !EXCLUDED_TAGS.includes(tag))
    .map((tag) => [tag, { mutator: { path: `./generated/calls/${tag}.ts`, name: TAG_TRANSPORT } }]),
);

const header = (info: { title: string; version: string }) => [
  `Generated by orval from ${info.title} ${info.version} (openapi/). Do not edit: run \`npm run gen\`.`,
];

export default defineConfig({
  hooks: {
    input: {
      target: BUNDLE,
      filters: { mode: 'exclude', tags: EXCLUDED_TAGS },
      override: { transformer: unwrapRequestData },
    },
    output: {
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'axios',
      target: './generated/hooks',
      schemas: './generated/model',
      indexFiles: false,
      clean: true,
      mock: { generators: [{ type: 'msw', delay: false, useExamples: true, locale: 'zh_CN' }] },
      override: {
        header,
        tags: tagTransports,
        operations: asQueries,
        query: { version: 5, useQuery: false, useMutation: true, signal: true },
      },
    },
  },
  landing: {
    input: {
      target: BUNDLE,
      filters: { mode: 'exclude', tags: EXCLUDED_TAGS },
      override: { transformer: landingOnly },
    },
    output: {
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'axios',
      target: './generated/landing',
      schemas: './generated/landing/model',
      indexFiles: false,
      clean: true,
      override: {
        header,
        tags: tagTransports,
        operations: asQueries,
        query: { version: 5, useQuery: false, useMutation: true, signal: true },
      },
    },
  },
  zod: {
    input: { target: BUNDLE, filters: { mode: 'exclude', tags: EXCLUDED_TAGS } },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './generated/zod',
      fileExtension: '.zod.ts',
      indexFiles: false,
      clean: true,
      override: { header },
    },
  },
});
