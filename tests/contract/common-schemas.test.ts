/**
 * The conventions of openapi/schemas/common.yaml as the bundle carries them: decimal strings,
 * dates, masked personal data and paging, each pattern checked with values a server might
 * really send, right and wrong.
 */
import { describe, expect, it } from 'vitest';
import { asRecord, loadBundle } from '../../openapi/scripts/lib/bundle.ts';

const schemas = asRecord(asRecord(loadBundle().components).schemas);
const schema = (name: string) => asRecord(schemas[name]);
const accepts = (name: string, value: string) => new RegExp(String(schema(name).pattern), 'u').test(value);

describe('common schemas', () => {
  it.each([
    [
      'Amount',
      ['1000000.00', '0.00', '-1250.50'],
      ['1000000', '1e6', '1,000.00', '01.00', '1000000.001', ''],
    ],
    ['Shares', ['950000.00', '0.00'], ['-1.00', '950000', '950000.0']],
    ['Nav', ['1.0523', '0.9987', '12.0000'], ['1.05', '1.05230', '-1.0000']],
    ['Rate', ['5.40', '5', '-2.1', '4.2500'], ['5.40%', '5.123456', '.5', '']],
    ['IsoDate', ['2024-06-28'], ['2024/06/28', '20240628', '2024-06-28T00:00:00+08:00']],
    [
      'IsoDateTime',
      ['2024-06-28T09:30:00+08:00', '2024-06-28T01:30:00.123Z'],
      ['2024-06-28T09:30:00', '2024-06-28 09:30:00+08:00', '2024-06-28'],
    ],
    ['MaskedIdNo', ['110101********123X', 'E1****67'], ['110101199001011234', '******', '110101********']],
    ['MaskedPhone', ['138****5678'], ['13812345678', '138***5678']],
    ['MaskedCardNo', ['6214********5678', '6222***********0123'], ['6214830112385678', '6214****567']],
  ])('%s accepts what it should and nothing else', (name, good, bad) => {
    expect(schema(name).type).toBe('string');
    for (const value of good) expect(accepts(name, value), `${name} ${value}`).toBe(true);
    for (const value of bad) expect(accepts(name, value), `${name} ${value}`).toBe(false);
  });

  it('keeps every decimal value a string, never a JSON number', () => {
    for (const name of ['Amount', 'Shares', 'Nav', 'Rate']) {
      expect(schema(name).type).toBe('string');
      expect(schema(name).examples).toEqual([expect.stringMatching(/^-?\d+(\.\d+)?$/)]);
    }
  });

  it('pages with pageNum ≥ 1, pageSize 1..50 and a total', () => {
    const request = schema('PageRequest');
    expect(request.required).toEqual(['pageNum', 'pageSize']);
    const props = asRecord(request.properties);
    const resolve = (node: unknown) => schema(String(asRecord(node).$ref).split('/').pop() ?? '');
    expect(resolve(props.pageNum)).toMatchObject({ type: 'integer', minimum: 1 });
    expect(resolve(props.pageSize)).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
    expect(schema('PageData').required).toEqual(['list', 'total', 'pageNum', 'pageSize']);
    expect(schema('FileId')).toMatchObject({ type: 'string', minLength: 1 });
  });
});
