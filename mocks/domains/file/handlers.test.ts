import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { FILE_PREVIEW_PATH } from './handlers';

setupMockApi();

describe('filePreview', () => {
  it('answers a placeholder image for any fileId no domain serves, and 404 without one', async () => {
    // Domains may serve their own files first (the news covers and report PDFs); this id is none of them.
    const image = await fetch(`http://localhost:3000${FILE_PREVIEW_PATH}?fileId=F999900000001`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await image.text()).toContain('F999900000001');
    expect((await fetch(`http://localhost:3000${FILE_PREVIEW_PATH}`)).status).toBe(404);
  });
});
