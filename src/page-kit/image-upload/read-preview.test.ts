import { describe, expect, it } from 'vitest';
import { readPreview } from './read-preview';

describe('readPreview', () => {
  it('is a data: URL holding the bytes and the type, never a blob: URL to revoke', async () => {
    const url = await readPreview(new File(['png'], 'a.png', { type: 'image/png' }));
    expect(url).toBe(`data:image/png;base64,${btoa('png')}`);
  });
});
