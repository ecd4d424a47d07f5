// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadBodySchema } from './body-schemas';
import { bodySchemaOf } from './response-schemas';

describe('loadBodySchema', () => {
  it('loads the generated body schema of a call from its tag module', async () => {
    const schema = await loadBodySchema('addBankCard');
    expect(schema).toBe(bodySchemaOf('addBankCard'));
    expect(schema?.safeParse({ requestData: {} }).success).toBe(false);
  });

  it('has none for a call the contract does not know', async () => {
    expect(await loadBodySchema('noSuchCall')).toBeUndefined();
  });
});
