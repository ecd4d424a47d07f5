/**
 * Turns the contract's sources (openapi/) into plain OpenAPI in another folder of the same
 * layout, ready for `redocly bundle` and `redocly lint`:
 * - every compact entry of paths/<tag>.yaml becomes its full operation (lib/compact.ts);
 * - the root's path index is written from the path files, so it cannot disagree with them:
 *   `/xtmk/apph5/services/trustAppApi/<name>` for each entry, in the order of the root's tags
 *   and then of the file; a full path item outside trustAppApi names its path in `x-path`.
 * components/ and schemas/ are copied as they are, plus the derived page schemas (lib/paging.ts). Run by Node 24 directly: erasable TS only.
 */
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asRecord, TRUST_APP_API_PREFIX } from './bundle.ts';
import type { Json } from './bundle.ts';
import { expandCompact, isCompact } from './compact.ts';
import { PAGED_FILE } from './paging.ts';
import { SourceFiles } from './source-files.ts';

/** JSON is YAML too, and leaves no doubt that '00000000' or a date-time is a string. */
const write = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The catalogue's answers, as the unknown envelope lists them, for modelled calls to reuse. */
function catalogueExamples(files: SourceFiles, openapiDir: string): Json {
  const unknownEnvelope = asRecord(
    asRecord(files.load(join(openapiDir, 'components/responses.yaml'))).UnknownEnvelope,
  );
  const media = asRecord(asRecord(unknownEnvelope.content)['application/json']);
  const examples: Json = {};
  for (const [name, example] of Object.entries(asRecord(media.examples))) {
    const ref = asRecord(example).$ref;
    if (name === 'success' || typeof ref !== 'string') continue;
    examples[name] = { $ref: ref.replace(/^\.\//, '../components/') };
  }
  return examples;
}

/** Full path item of a non-compact entry, checked against its file, without `x-path`. */
function fullEntry(name: string, entry: Json, tag: string): { path: string; item: Json } {
  const { 'x-path': xPath, ...item } = entry;
  for (const op of Object.values(item).map(asRecord)) {
    if (op.operationId !== name) throw new Error(`paths/${tag}.yaml#/${name}: operationId must be ${name}`);
    const tags = Array.isArray(op.tags) ? op.tags : [];
    if (tags.length !== 1 || tags[0] !== tag)
      throw new Error(`paths/${tag}.yaml#/${name}: tags must be [${tag}]`);
  }
  return { path: typeof xPath === 'string' ? xPath : `${TRUST_APP_API_PREFIX}${name}`, item };
}

/** Writes the expanded tree to outDir; returns how many operations it holds. */
export function expandTree(openapiDir: string, outDir: string): number {
  const files = new SourceFiles();
  const root = asRecord(files.load(join(openapiDir, 'trustAppApi.yaml')));
  if ('paths' in root) throw new Error('trustAppApi.yaml: remove `paths:`; the path index is generated');
  const tags = (Array.isArray(root.tags) ? root.tags : []).map((tag) => String(asRecord(tag).name));
  const pathFiles = readdirSync(join(openapiDir, 'paths')).filter((file) => file.endsWith('.yaml'));
  for (const file of pathFiles)
    if (!tags.includes(file.slice(0, -'.yaml'.length)))
      throw new Error(`paths/${file}: no root tag of that name`);

  mkdirSync(join(outDir, 'paths'), { recursive: true });
  for (const dir of ['components', 'schemas'])
    cpSync(join(openapiDir, dir), join(outDir, dir), { recursive: true });

  const catalogue = catalogueExamples(files, openapiDir);
  const index: Json = {};
  const pageSchemas: Json = {};
  for (const tag of tags.filter((name) => pathFiles.includes(`${name}.yaml`))) {
    const source = asRecord(files.load(join(openapiDir, 'paths', `${tag}.yaml`)));
    const ctx = {
      files,
      schemasDir: join(openapiDir, 'schemas/'),
      tag,
      catalogueExamples: catalogue,
      pageSchemas,
    };
    const expanded: Json = {};
    for (const [name, value] of Object.entries(source)) {
      const entry = asRecord(value);
      const { path, item } = isCompact(entry)
        ? { path: `${TRUST_APP_API_PREFIX}${name}`, item: expandCompact(name, entry, ctx) }
        : fullEntry(name, entry, tag);
      if (path in index) throw new Error(`paths/${tag}.yaml#/${name}: ${path} is defined twice`);
      index[path] = { $ref: `./paths/${tag}.yaml#/${name}` };
      expanded[name] = item;
    }
    write(join(outDir, 'paths', `${tag}.yaml`), expanded);
  }

  write(join(outDir, 'schemas', PAGED_FILE), pageSchemas);

  const withIndex: Json = {};
  for (const [key, value] of Object.entries(root)) {
    if (key === 'components') withIndex.paths = index;
    withIndex[key] = value;
  }
  withIndex.paths ??= index;
  write(join(outDir, 'trustAppApi.yaml'), withIndex);
  return Object.keys(index).length;
}
