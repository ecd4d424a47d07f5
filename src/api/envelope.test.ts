import { config } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope';

describe('envelope guard', () => {
  it('switches zod to jitless before any schema is built (the CSP forbids eval; the probe is reported)', () => {
    expect(config().jitless).toBe(true);
  });

  it('reads the envelope and refuses anything else', () => {
    expect(parseEnvelope({ code: '00000000', result: { statusCode: '00000000', data: [1] } })).toEqual({
      code: '00000000',
      result: { statusCode: '00000000', data: [1] },
    });
    expect(parseEnvelope({ result: {} })).toBeUndefined();
    expect(parseEnvelope('x')).toBeUndefined();
    expect(parseEnvelope([{ code: '0' }])).toBeUndefined();
    expect(parseEnvelope({ code: 0 })).toBeUndefined();
    expect(parseEnvelope({ code: '0', msg: 1 })).toBeUndefined();
    expect(parseEnvelope({ code: '0', result: 'x' })).toBeUndefined();
    expect(parseEnvelope({ code: '0', result: { statusCode: 14 } })).toBeUndefined();
    expect(parseEnvelope({ code: '0', result: { statusCode: '1', msg: {} } })).toBeUndefined();
  });

  it('keeps the known keys only, and failures without data or result', () => {
    expect(parseEnvelope({ code: '1', msg: null, extra: 1, result: null })).toEqual({
      code: '1',
      msg: null,
      result: null,
    });
    expect(parseEnvelope({ code: '0', result: { statusCode: '2', msg: '失败', more: true } })).toEqual({
      code: '0',
      result: { statusCode: '2', msg: '失败' },
    });
    expect(parseEnvelope({ code: '0' })).toEqual({ code: '0' });
  });
});
