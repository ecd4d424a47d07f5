/**
 * The contract's own rules, checked on the bundle every generator reads: one operation per
 * call with the transport's fixed shape (tag, status, bilingual summary, hide-loading header,
 * `{requestData}` body, enveloped 200 answer).
 */
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_STATUSES,
  SPEC_ADDITIONS,
  SPEC_CALL_COUNT,
  TRUST_APP_API_PREFIX,
  asRecord,
  listOperations,
  loadBundle,
  resolveRef,
} from '../../openapi/scripts/lib/bundle.ts';

const spec = loadBundle();
const operations = listOperations(spec);
const trustAppApi = operations.filter((op) => op.path.startsWith(TRUST_APP_API_PREFIX));
const declaredTags = new Set((spec.tags as { name: string }[]).map((tag) => tag.name));
const ENVELOPE_REF = '#/components/schemas/Envelope';

/** The schema of the operation's HTTP 200 JSON answer. */
function okSchema(raw: Record<string, unknown>) {
  const ok = resolveRef(spec, asRecord(raw.responses)['200']);
  return asRecord(asRecord(asRecord(ok.content)['application/json']).schema);
}

describe('the contract bundle', () => {
  it('has exactly the 223 trustAppApi calls of the spec, the listed additions and the file preview', () => {
    const fromSpec = trustAppApi.filter((op) => !SPEC_ADDITIONS.includes(op.operationId));
    expect(fromSpec).toHaveLength(SPEC_CALL_COUNT);
    expect(trustAppApi).toHaveLength(SPEC_CALL_COUNT + SPEC_ADDITIONS.length);
    expect(operations).toHaveLength(SPEC_CALL_COUNT + SPEC_ADDITIONS.length + 1);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    for (const name of SPEC_ADDITIONS) {
      const addition = trustAppApi.find((op) => op.operationId === name);
      expect(String(addition?.raw.description ?? ''), name).toMatch(/^NOT in the product spec/);
    }
    const others = operations.filter((op) => !op.path.startsWith(TRUST_APP_API_PREFIX));
    expect(others.map((op) => [op.method, op.path, op.operationId])).toEqual([
      ['get', '/xtmk/apph5/appgw/crm/file/preview', 'filePreview'],
    ]);
  });

  it('lists the nine prefix families awaiting enumeration and the status-code catalogue', () => {
    expect(spec['x-awaiting-enumeration']).toEqual([
      'edw*',
      'assets*',
      'queryFts*',
      'fts*',
      'mgm*',
      'queryFst*',
      'fst*',
      'getFamily*',
      'queryTrust*',
    ]);
    const codes = (spec['x-status-codes'] as { field: string; value: string }[]).map(
      (row) => `${row.field}=${row.value}`,
    );
    for (const code of ['00000014', '03040105', '04040528', '04040510'])
      expect(codes).toContain(`result.statusCode=${code}`);
    for (const code of ['00000000', '06060010', '04049549', '00000008'])
      expect(codes).toContain(`code=${code}`);
  });

  describe.each(trustAppApi.map((op) => [op.operationId, op] as const))('%s', (_name, op) => {
    it('is POST at its own name with one declared tag, a contract status and a bilingual summary', () => {
      expect(op.method).toBe('post');
      expect(op.path).toBe(`${TRUST_APP_API_PREFIX}${op.operationId}`);
      expect(op.tags).toHaveLength(1);
      expect(declaredTags.has(op.tags[0] ?? '')).toBe(true);
      expect(CONTRACT_STATUSES).toContain(op.status);
      // "中文 / English": Chinese before the spaced slash, Latin letters after it.
      const [chinese = '', english = ''] = op.summary.split(' / ');
      expect(chinese).toMatch(/[\u4e00-\u9fff]/u);
      expect(english).toMatch(/[A-Za-z]{3}/);
      expect(op.summary).not.toBe(op.operationId);
    });

    it('takes the optional hide-loading header and a required {requestData} body', () => {
      const params = ((op.raw.parameters as unknown[] | undefined) ?? []).map((p) => resolveRef(spec, p));
      expect(params).toContainEqual(
        expect.objectContaining({ name: 'X-Hide-Loading', in: 'header', required: false }),
      );
      const body = resolveRef(spec, op.raw.requestBody);
      expect(body.required).toBe(true);
      const schema = resolveRef(spec, asRecord(asRecord(body.content)['application/json']).schema);
      expect(schema.required).toContain('requestData');
      expect(asRecord(schema.properties)).toHaveProperty('requestData');
    });

    it('answers 200 with the shared envelope', () => {
      const schema = okSchema(op.raw);
      const parts = [schema, ...((schema.allOf as unknown[] | undefined) ?? []).map(asRecord)];
      expect(parts.map((part) => part.$ref)).toContain(ENVELOPE_REF);
    });

    it('is a read only when flagged, and says so as a boolean', () => {
      expect([undefined, true]).toContain(op.raw['x-read']);
    });
  });

  it('writes every x-status-codes row, at the root and per call, in one shape', () => {
    const rows = [spec['x-status-codes'], ...operations.map((op) => op.raw['x-status-codes'])]
      .filter((list) => list !== undefined)
      .flatMap((list) => (Array.isArray(list) ? list : [list]));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row).toEqual({
        field: expect.stringMatching(/^(code|result\.statusCode)$/),
        value: expect.stringMatching(/^(\d{8}|-404|any other)$/),
        meaning: expect.any(String),
        behaviour: expect.any(String),
      });
    }
  });

  it('keeps the documented calls documented', () => {
    const documented = operations.filter((op) => op.status === 'documented').map((op) => op.operationId);
    expect(documented).toEqual(
      expect.arrayContaining([
        'selectExternalDict',
        'selectAreaCity',
        'newSelectCountryList',
        'queryBankCardHeadList',
      ]),
    );
  });
});
