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
  });
});
