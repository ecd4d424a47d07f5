/**
 * The compact form of a trustAppApi call (openapi/paths/<tag>.yaml) and its expansion into the
 * full OpenAPI operation that every trustAppApi call shares: POST, the domain tag (= the file's
 * name), the hide-loading header, the `{"requestData": …}` body, the enveloped HTTP 200 answer
 * with a success example built from the data schema and the status-code catalogue's examples.
 * openapi/README.md documents the format. Run by Node 24 directly: keep to erasable TypeScript.
 */
import { asRecord } from './bundle.ts';
import type { Json } from './bundle.ts';
import { isPagedRequest, pageOf } from './paging.ts';
import type { PagingContext } from './paging.ts';
import type { Located } from './source-files.ts';

export const COMPACT_KEYS = [
  'summary',
  'description',
  'x-contract-status',
  'x-read',
  'request',
  'requestExample',
  'data',
  'example',
  'message',
  'examples',
  'x-status-codes',
  'deprecated',
] as const;

export const DEFAULT_CODE_BEHAVIOUR = 'Show result.msg as an error toast for 2 s (catalogue default).';
const HIDE_LOADING = { $ref: '../components/parameters.yaml#/HideLoading' };
const UNKNOWN_REQUEST = { $ref: '../components/request-bodies.yaml#/UnknownRequest' };
const UNKNOWN_ENVELOPE = { $ref: '../components/responses.yaml#/UnknownEnvelope' };
const ENVELOPE = { $ref: '../components/envelope.yaml#/Envelope' };
const OK = '00000000';

/** What the expander needs to know about the source tree. */
export interface ExpandContext extends PagingContext {
  /** The domain tag, which is also the name of the paths and schemas files. */
  tag: string;
  /** The catalogue's named answers every modelled call offers (`Prefer: example=<name>`). */
  catalogueExamples: Json;
}

/** A compact entry has no HTTP method key; a full path item has one. */
export function isCompact(entry: Json): boolean {
  return !['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].some((m) => m in entry);
}

interface SchemaRef {
  /** The reference as written in the expanded paths file. */
  ref: Json;
  /** The same schema for the example builder, relative to its own file. */
  at: Located;
  name: string;
}

/** `AddBankCardRequest` → the schema of that name in schemas/<tag>.yaml, else schemas/common.yaml. */
function schemaRef(name: unknown, ctx: ExpandContext, where: string): SchemaRef {
  if (typeof name !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(name))
    throw new Error(`${where}: expected a schema name, got ${JSON.stringify(name)}`);
  for (const fileName of [`${ctx.tag}.yaml`, 'common.yaml']) {
    const file = `${ctx.schemasDir}${fileName}`;
    if (ctx.files.defines(file, name))
      return {
        ref: { $ref: `../schemas/${fileName}#/${name}` },
        at: { node: { $ref: `#/${name}` }, file },
        name,
      };
  }
  throw new Error(`${where}: no schema ${name} in schemas/${ctx.tag}.yaml or schemas/common.yaml`);
}

/** `data:` → the data schema, a description of it, and where to build its example from. */
function dataSchema(data: unknown, ctx: ExpandContext, where: string) {
  if (typeof data === 'string') {
    const item = schemaRef(data, ctx, where);
    return { schema: item.ref, at: item.at, text: `result.data: ${item.name}.` };
  }
  const shape = asRecord(data);
  const keys = Object.keys(shape);
  if (keys.length === 1 && keys[0] === 'list') {
    const item = schemaRef(shape.list, ctx, `${where}.list`);
    return {
      schema: { type: 'array', items: item.ref },
      at: { node: { type: 'array', items: item.at.node }, file: item.at.file },
      text: `result.data: a list of ${item.name}.`,
    };
  }
  if (keys.length === 1 && keys[0] === 'page')
    return pageOf(schemaRef(shape.page, ctx, `${where}.page`), ctx, where);
  throw new Error(`${where}: data is a schema name, {list: <Item>} or {page: <Item>}`);
}

function statusCodeRows(codes: unknown, where: string): Json[] {
  return Object.entries(asRecord(codes)).map(([value, row]) => {
    if (!/^\d{8}$/.test(value)) throw new Error(`${where}: business code ${value} is not 8 digits`);
    if (typeof row === 'string')
      return { field: 'result.statusCode', value, meaning: row, behaviour: DEFAULT_CODE_BEHAVIOUR };
    const { meaning, behaviour } = asRecord(row);
    if (typeof meaning !== 'string') throw new Error(`${where}.${value}: meaning missing`);
    return {
      field: 'result.statusCode',
      value,
      meaning,
      behaviour: typeof behaviour === 'string' ? behaviour : DEFAULT_CODE_BEHAVIOUR,
    };
  });
}

const envelope = (statusCode: string, msg: unknown, data?: unknown): Json => ({
  code: OK,
  msg: '成功',
  result: { statusCode, msg, ...(data === undefined ? {} : { data }) },
});

/** Extra named answers: `{summary, statusCode, msg, data?}` each. */
function extraExamples(examples: unknown, where: string): Json {
  return Object.fromEntries(
    Object.entries(asRecord(examples)).map(([name, value]) => {
      const { summary, statusCode, msg, data, ...rest } = asRecord(value);
      if (Object.keys(rest).length || typeof summary !== 'string' || typeof statusCode !== 'string')
        throw new Error(`${where}.${name}: an example is {summary, statusCode, msg, data?}`);
      return [name, { summary, value: envelope(statusCode, msg, data) }];
    }),
  );
}

/** The full path item (`{post: …}`) of one compact entry. */
export function expandCompact(name: string, entry: Json, ctx: ExpandContext): Json {
  const where = `paths/${ctx.tag}.yaml#/${name}`;
  const unknownKeys = Object.keys(entry).filter((key) => !(COMPACT_KEYS as readonly string[]).includes(key));
  if (unknownKeys.length) throw new Error(`${where}: unknown keys ${unknownKeys.join(', ')}`);
  if (typeof entry.summary !== 'string') throw new Error(`${where}: summary missing`);
  const modelled = entry.request !== undefined || entry.data !== undefined;
  const status = entry['x-contract-status'] ?? (modelled ? 'proposed' : 'unknown');
  const read = entry['x-read'] === true;
  if (status !== 'unknown' && !modelled)
    throw new Error(`${where}: a ${String(status)} call names request or data`);
  if (status === 'unknown' && modelled)
    throw new Error(`${where}: an unknown call names neither request nor data`);
  const request = entry.request === undefined ? undefined : schemaRef(entry.request, ctx, `${where}.request`);
  // Paging is checked both ways, so that a list call cannot half-follow the convention.
  const paged = 'page' in asRecord(entry.data);
  if (paged !== (request !== undefined && isPagedRequest(request.at, ctx, `${where}.request`)))
    throw new Error(`${where}: a paged call has data {page: <Item>} and a request with pageNum and pageSize`);
  if (paged && !read) throw new Error(`${where}: a paged call is a read (x-read: true)`);

  const op: Json = { operationId: name, tags: [ctx.tag], summary: entry.summary };
  if (entry.description !== undefined) op.description = entry.description;
  op['x-contract-status'] = status;
  if (read) op['x-read'] = true;
  // A call kept in the contract but not made: its description says which call does the job.
  if (entry.deprecated === true) op.deprecated = true;
  // Read by codegen.config.ts, which gives the call an infinite-query hook (use<Call>Infinite).
  if (paged) op['x-paged'] = true;
  if (entry['x-status-codes'] !== undefined)
    op['x-status-codes'] = statusCodeRows(entry['x-status-codes'], `${where}.x-status-codes`);
  op.parameters = [HIDE_LOADING];

  if (request === undefined) op.requestBody = UNKNOWN_REQUEST;
  else {
    const example = entry.requestExample ?? ctx.files.exampleOf(request.at, `${name}.request`);
    op.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['requestData'],
            properties: { requestData: request.ref },
          },
          example: { requestData: example },
        },
      },
    };
  }

  if (entry.data === undefined) op.responses = { '200': UNKNOWN_ENVELOPE };
  else {
    const data = dataSchema(entry.data, ctx, `${where}.data`);
    const example = entry.example ?? ctx.files.exampleOf(data.at, `${name}.data`);
    const message = entry.message ?? (read ? '查询成功' : '操作成功');
    op.responses = {
      '200': {
        description: data.text,
        content: {
          'application/json': {
            schema: {
              allOf: [
                ENVELOPE,
                {
                  type: 'object',
                  properties: { result: { type: 'object', properties: { data: data.schema } } },
                },
              ],
            },
            examples: {
              success: { summary: '成功 / Success', value: envelope(OK, message, example) },
              ...extraExamples(entry.examples, `${where}.examples`),
              ...ctx.catalogueExamples,
            },
          },
        },
      },
    };
  }
  return { post: op };
}
