/**
 * The paging convention in compact entries. `data: {page: Item}` answers one page: the expander
 * derives `<Item>Page` from schemas/common.yaml#/PageData with `list` typed as Item[] and writes
 * it to schemas/_paged.yaml of the expanded tree. A paged call's request must carry PageRequest's
 * two fields (required, referencing PageNum and PageSize), and a request with them must page.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { basename } from 'node:path';
import { asRecord } from './bundle.ts';
import type { Json } from './bundle.ts';
import type { Located, SourceFiles } from './source-files.ts';

/** The expanded tree's file of derived page schemas, beside the hand-written schemas. */
export const PAGED_FILE = '_paged.yaml';

export interface PagingContext {
  files: SourceFiles;
  schemasDir: string;
  /** Derived `<Item>Page` schemas, collected for PAGED_FILE. */
  pageSchemas: Json;
}

/** Makes `#/X` references of a common.yaml node point at common.yaml from another file. */
function fromCommon(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fromCommon);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `./common.yaml${value}`
        : fromCommon(value),
    ]),
  );
}

/** `{page: Item}` → `<Item>Page`, registered for PAGED_FILE; its reference and example source. */
export function pageOf(item: { name: string; at: Located }, ctx: PagingContext, where: string) {
  const name = `${item.name}Page`;
  const common = `${ctx.schemasDir}common.yaml`;
  const template = asRecord(fromCommon(asRecord(ctx.files.load(common)).PageData));
  if (!template.properties) throw new Error(`${where}: schemas/common.yaml has no PageData`);
  for (const file of [common, item.at.file])
    if (ctx.files.defines(file, name))
      throw new Error(`${where}: ${name} is derived; do not define it by hand`);
  const list = asRecord(asRecord(template.properties).list);
  const schema: Json = {
    ...template,
    description: `一页 ${item.name} / One page of ${item.name} (paging convention: common.yaml#/PageData).`,
    properties: {
      ...asRecord(template.properties),
      list: { ...list, items: { $ref: `./${basename(item.at.file)}${String(item.at.node.$ref)}` } },
    },
  };
  const known = ctx.pageSchemas[name];
  if (known && JSON.stringify(known) !== JSON.stringify(schema))
    throw new Error(`${where}: ${name} derived twice, differently`);
  ctx.pageSchemas[name] = schema;
  return {
    schema: { $ref: `../schemas/${PAGED_FILE}#/${name}` },
    at: { node: schema, file: `${ctx.schemasDir}${PAGED_FILE}` },
    text: `result.data: one page of ${item.name} (list, total, pageNum, pageSize).`,
  };
}

/** Whether the request carries PageRequest's fields, as the convention spells them. */
export function isPagedRequest(request: Located, ctx: PagingContext, where: string): boolean {
  const { node, file } = ctx.files.follow(request);
  const properties = asRecord(node.properties);
  const fields = ['pageNum', 'pageSize'].filter((key) => key in properties);
  if (!fields.length) return false;
  const common = `${ctx.schemasDir}common.yaml`;
  const required = Array.isArray(node.required) ? node.required : [];
  for (const [field, schema] of [
    ['pageNum', 'PageNum'],
    ['pageSize', 'PageSize'],
  ] as const) {
    const expected = ctx.files.follow({ node: { $ref: `#/${schema}` }, file: common }).node;
    const actual =
      field in properties ? ctx.files.follow({ node: asRecord(properties[field]), file }).node : undefined;
    if (actual !== expected || !required.includes(field))
      throw new Error(
        `${where}: a paged request has ${field} required, as { $ref: './common.yaml#/${schema}' }`,
      );
  }
  return true;
}
