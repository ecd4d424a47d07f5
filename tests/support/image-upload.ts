import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, expect, vi } from 'vitest';

/**
 * Flow tests that pick images through the kit's ImageUpload. jsdom can neither decode an image
 * (compressorjs fails) nor make object URLs, so a test file using this:
 *
 *   vi.mock('../../../src/page-kit/image-upload/compress-image', () => import('../../support/image-upload'));
 *   stubObjectUrls();
 *
 * The vi.mock line stays in the test file: Vitest hoists it only there (its docs advise against
 * vi.mock in other modules), and the factory hands over this module's `compressImage`.
 */

/** The stand-in for page-kit/image-upload/compress-image: the picked file goes up as it is. */
export const compressImage = async (file: File): Promise<File> => file;

/** Before each test: object URLs are 'blob:local' and revoking them does nothing. */
export function stubObjectUrls() {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:local');
    URL.revokeObjectURL = vi.fn();
  });
}

/** A tiny PNG (its 8-byte signature): enough for the kit's type and size checks. */
export const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

const fileInput = (scope: ParentNode) => {
  const input = scope.querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input in this part of the page');
  return input;
};

/** Picks PNGs of these names through the file input in `scope`, without waiting for anything. */
export async function dropImages(user: UserEvent, names: string[], scope: ParentNode = document) {
  await user.upload(fileInput(scope), names.map(png));
}

/**
 * Picks PNGs of these names through the file input in `scope`, then waits until `scope` shows at
 * least that many previews and no cell of the page is still uploading.
 */
export async function pickImages(user: UserEvent, names: string[], scope: ParentNode = document) {
  await dropImages(user, names, scope);
  await waitFor(() =>
    expect(scope.querySelectorAll('.adm-image-uploader-cell img').length).toBeGreaterThanOrEqual(
      names.length,
    ),
  );
  await waitFor(() => expect(document.querySelector('.adm-image-uploader-cell-loading')).toBeNull());
}
