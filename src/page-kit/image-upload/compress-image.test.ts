import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage } from './compress-image';

const compressor = vi.hoisted(() => ({
  options: undefined as Record<string, unknown> | undefined,
  result: undefined as ((file: File) => File | Blob | Error) | undefined,
}));

vi.mock('compressorjs', () => ({
  default: class {
    constructor(
      file: File,
      options: Record<string, unknown> & { success: (r: unknown) => void; error: (e: Error) => void },
    ) {
      compressor.options = options;
      const outcome = compressor.result?.(file) ?? file;
      queueMicrotask(() => (outcome instanceof Error ? options.error(outcome) : options.success(outcome)));
    }
  },
}));

beforeEach(() => {
  compressor.options = undefined;
  compressor.result = undefined;
});

describe('compressImage', () => {
  it('scales to 1920 px at quality 0.8, honours EXIF orientation, never grows the file', async () => {
    const photo = new File(['x'.repeat(100)], 'IMG_1.jpg', { type: 'image/jpeg' });
    compressor.result = () => new Blob(['y'], { type: 'image/jpeg' });
    const out = await compressImage(photo);
    expect(compressor.options).toMatchObject({
      maxWidth: 1920,
      maxHeight: 1920,
      quality: 0.8,
      strict: true,
      checkOrientation: true,
    });
    expect(out).toBeInstanceOf(File);
    expect(out).toMatchObject({ name: 'IMG_1.jpg', type: 'image/jpeg', size: 1 });
  });

  it('renames a PNG that became a JPEG', async () => {
    compressor.result = () => new Blob(['y'], { type: 'image/jpeg' });
    const out = await compressImage(new File(['x'], 'scan.final.png', { type: 'image/png' }));
    expect(out.name).toBe('scan.final.jpg');
  });

  it('returns the original when the library keeps it, and passes options through', async () => {
    const photo = new File(['x'], 'a.png', { type: 'image/png' });
    expect(await compressImage(photo, { quality: 0.6 })).toBe(photo);
    expect(compressor.options).toMatchObject({ quality: 0.6, maxWidth: 1920 });
  });

  it('rejects when the image cannot be decoded', async () => {
    compressor.result = () => new Error('Failed to load the image.');
    await expect(compressImage(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).rejects.toThrow(
      'Failed to load',
    );
  });
});
