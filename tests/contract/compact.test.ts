/**
 * The compact call format of openapi/paths/<tag>.yaml and its expansion (openapi/scripts/lib/):
 * what one entry becomes, what the expander refuses, that the generated path index matches
 * the path files exactly, and that spec:lint sees inside compact entries.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ROOT,
  TRUST_APP_API_PREFIX,
  asRecord,
  listOperations,
  loadBundle,
} from '../../openapi/scripts/lib/bundle.ts';
import { DEFAULT_CODE_BEHAVIOUR, expandCompact, isCompact } from '../../openapi/scripts/lib/compact.ts';
import { expandTree } from '../../openapi/scripts/lib/expand-tree.ts';
import { SourceFiles } from '../../openapi/scripts/lib/source-files.ts';

const scratch = mkdtempSync(join(tmpdir(), 'compact-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A schemas folder for the fixtures: the domain file `demo.yaml` and a `common.yaml`. */
function fixture(): string {
  const dir = join(scratch, `fixture-${String(Math.random()).slice(2)}`, 'schemas');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'demo.yaml'),
    `ThingRequest:
  type: object
  required: [thingId]
  properties:
    thingId: { $ref: './common.yaml#/Id' }
    note: { type: string }
Thing:
  type: object
  required: [thingId, name]
  properties:
    thingId: { $ref: './common.yaml#/Id' }
    name: { type: string, examples: ['一号'] }
    tags: { type: array, items: { type: string, examples: ['甲'] } }
ThingPageRequest:
  type: object
  required: [pageNum, pageSize]
  properties:
    pageNum: { $ref: './common.yaml#/PageNum' }
    pageSize: { $ref: './common.yaml#/PageSize' }
    keyword: { type: string }
LoosePageRequest:
  type: object
  properties:
    pageNum: { type: integer }
    pageSize: { type: integer }
Nameless:
  type: object
  required: [name]
  properties:
    name: { type: string }
`,
  );
  const common = readFileSync(join(ROOT, 'openapi/schemas/common.yaml'), 'utf8');
  writeFileSync(join(dir, 'common.yaml'), `${common}\nId:\n  type: string\n  examples: ['T001']\n`);
  return `${dir}/`;
}

const context = (schemasDir: string) => ({
  files: new SourceFiles(),
  schemasDir,
  tag: 'demo',
  catalogueExamples: { sessionExpired: { $ref: '../components/examples.yaml#/SessionExpired' } },
  pageSchemas: {} as Record<string, unknown>,
});

const post = (item: Record<string, unknown>) => asRecord(item.post);
const jsonMedia = (node: unknown) => asRecord(asRecord(asRecord(node).content)['application/json']);

describe('a compact entry', () => {
  it('expands to the shared trustAppApi operation with examples built from the schemas', () => {
    const ctx = context(fixture());
    const op = post(
      expandCompact(
        'getThing',
        {
          summary: '查询 / Get',
          'x-read': true,
          request: 'ThingRequest',
          data: { list: 'Thing' },
          'x-status-codes': { '09000001': '不存在', '09000002': { meaning: '停用', behaviour: 'Page.' } },
          examples: { gone: { summary: '已删除', statusCode: '09000001', msg: '不存在' } },
        },
        ctx,
      ),
    );
    expect(op).toMatchObject({
      operationId: 'getThing',
      tags: ['demo'],
      'x-contract-status': 'proposed',
      'x-read': true,
      parameters: [{ $ref: '../components/parameters.yaml#/HideLoading' }],
    });
    expect(op['x-status-codes']).toEqual([
      { field: 'result.statusCode', value: '09000001', meaning: '不存在', behaviour: DEFAULT_CODE_BEHAVIOUR },
      { field: 'result.statusCode', value: '09000002', meaning: '停用', behaviour: 'Page.' },
    ]);
    const body = jsonMedia(op.requestBody);
    expect(asRecord(asRecord(body.schema).properties).requestData).toEqual({
      $ref: '../schemas/demo.yaml#/ThingRequest',
    });
    expect(body.example).toEqual({ requestData: { thingId: 'T001' } });
    const answer = jsonMedia(asRecord(op.responses)['200']);
    expect(Object.keys(asRecord(answer.examples))).toEqual(['success', 'gone', 'sessionExpired']);
    expect(asRecord(asRecord(answer.examples).success).value).toEqual({
      code: '00000000',
      msg: '成功',
      result: {
        statusCode: '00000000',
        msg: '查询成功',
        data: [{ thingId: 'T001', name: '一号', tags: ['甲'] }],
      },
    });
  });

  it('without request and data is an unknown call on the shared open body and answer', () => {
    const op = post(expandCompact('doThing', { summary: '办理 / Do' }, context(fixture())));
    expect(op['x-contract-status']).toBe('unknown');
    expect(op).not.toHaveProperty('x-read');
    expect(op.requestBody).toEqual({ $ref: '../components/request-bodies.yaml#/UnknownRequest' });
    expect(asRecord(op.responses)['200']).toEqual({ $ref: '../components/responses.yaml#/UnknownEnvelope' });
  });

  it('that pages derives <Item>Page from PageData and is flagged x-paged for the infinite hook', () => {
    const ctx = context(fixture());
    const op = post(
      expandCompact(
        'getThings',
        { summary: '列表 / List', 'x-read': true, request: 'ThingPageRequest', data: { page: 'Thing' } },
        ctx,
      ),
    );
    expect(op['x-paged']).toBe(true);
    const answer = jsonMedia(asRecord(op.responses)['200']);
    const allOf = asRecord(answer.schema).allOf as unknown[];
    expect(JSON.stringify(allOf[1])).toContain('"$ref":"../schemas/_paged.yaml#/ThingPage"');
    expect(ctx.pageSchemas.ThingPage).toMatchObject({
      required: ['list', 'total', 'pageNum', 'pageSize'],
      properties: {
        list: { type: 'array', items: { $ref: './demo.yaml#/Thing' } },
        total: { $ref: './common.yaml#/PageTotal' },
      },
    });
    expect(asRecord(asRecord(asRecord(answer.examples).success).value).result).toMatchObject({
      data: { list: [{ thingId: 'T001', name: '一号' }], total: 36, pageNum: 1, pageSize: 10 },
    });
    expect(jsonMedia(op.requestBody).example).toEqual({ requestData: { pageNum: 1, pageSize: 10 } });
  });

  it.each([
    ['page data without a paged request', { request: 'ThingRequest', data: { page: 'Thing' } }, /paged call/],
    ['a paged request without page data', { request: 'ThingPageRequest', data: 'Thing' }, /paged call/],
    [
      'paging fields not from PageRequest',
      { request: 'LoosePageRequest', data: { page: 'Thing' } },
      /PageNum/,
    ],
  ])('refuses %s', (_case, entry, message) => {
    expect(() => expandCompact('x', { summary: 's', 'x-read': true, ...entry }, context(fixture()))).toThrow(
      message,
    );
  });

  it('refuses a paged write', () => {
    const entry = { summary: 's', request: 'ThingPageRequest', data: { page: 'Thing' } };
    expect(() => expandCompact('x', entry, context(fixture()))).toThrow(/is a read/);
  });

  it.each([
    ['an unknown key', { summary: 's', request: 'ThingRequest', reqest: 'x' }, /unknown keys reqest/],
    ['a schema that does not exist', { summary: 's', data: 'Missing' }, /no schema Missing/],
    ['a required property without an example', { summary: 's', data: 'Nameless' }, /name: required/],
    ['a proposed call without payloads', { summary: 's', 'x-contract-status': 'proposed' }, /names request/],
    ['a bad business code', { summary: 's', data: 'Thing', 'x-status-codes': { '12': 'x' } }, /8 digits/],
  ])('refuses %s', (_case, entry, message) => {
    expect(() => expandCompact('x', entry, context(fixture()))).toThrow(message);
  });
});

describe('the contract sources', () => {
  const pathFiles = readdirSync(join(ROOT, 'openapi/paths')).filter((file) => file.endsWith('.yaml'));
  const entries = pathFiles.flatMap((file) =>
    Object.entries(asRecord(parse(readFileSync(join(ROOT, 'openapi/paths', file), 'utf8')))).map(
      ([name, entry]) => ({ tag: file.slice(0, -5), name, entry: asRecord(entry) }),
    ),
  );

  it('have no hand-written path index, and the bundle has exactly the paths of the path files', () => {
    expect(parse(readFileSync(join(ROOT, 'openapi/trustAppApi.yaml'), 'utf8'))).not.toHaveProperty('paths');
    const bundled = listOperations(loadBundle()).map(
      (op) => `${op.tags.join()} ${op.operationId} ${op.path}`,
    );
    const expected = entries.map(
      ({ tag, name, entry }) =>
        `${tag} ${name} ${String(entry['x-path'] ?? `${TRUST_APP_API_PREFIX}${name}`)}`,
    );
    expect(bundled.sort()).toEqual(expected.sort());
  });

  it('write every bank-card call and the proposed dictionary calls in compact form', () => {
    const compact = entries.filter(({ entry }) => isCompact(entry)).map(({ name }) => name);
    const bankCard = entries.filter(({ tag }) => tag === 'bank-card').map(({ name }) => name);
    expect(bankCard).toHaveLength(9);
    expect(compact).toEqual(expect.arrayContaining([...bankCard, 'dictBaseService', 'dictDetail']));
  });
});

describe('spec:lint on compact entries', () => {
  it('reports an example that breaks its schema inside a compact entry', () => {
    const source = join(scratch, 'openapi');
    cpSync(join(ROOT, 'openapi'), source, { recursive: true });
    const file = join(source, 'paths/bank-card.yaml');
    // A success example whose cardId is a number: the expanded envelope example must fail lint.
    writeFileSync(file, readFileSync(file, 'utf8').replace('cardId: BC202406200003', 'cardId: 12345'));
    const out = join(scratch, 'expanded');
    expandTree(source, out);
    const lint = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', join(out, 'trustAppApi.yaml')],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    expect(lint.status).toBe(1);
    expect(`${lint.stdout}${lint.stderr}`).toMatch(/no-invalid-media-type-examples/);
    expect(`${lint.stdout}${lint.stderr}`).toMatch(/addBankCard/);
  });
});
