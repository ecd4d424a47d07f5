import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing/setup-mock-api';
import { FILE_PREVIEW_PATH } from './handlers';

setupMockApi();

describe('filePreview', () => {
  it('answers an image for any fileId, and 404 without one', async () => {
    const image = await fetch(`http://localhost:3000${FILE_PREVIEW_PATH}?fileId=F202406280001`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await image.text()).toContain('F202406280001');
    expect((await fetch(`http://localhost:3000${FILE_PREVIEW_PATH}`)).status).toBe(404);
  });
});
