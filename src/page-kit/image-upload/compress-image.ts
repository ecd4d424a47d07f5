/** How far photos are scaled down before upload: a 12-MP phone photo becomes ~300–600 KB. */
export interface CompressOptions {
  maxWidth?: number;
  maxHeight?: number;
  /** JPEG/WebP quality 0..1. */
  quality?: number;
}

export const DEFAULT_COMPRESSION: Required<CompressOptions> = {
  maxWidth: 1920,
  maxHeight: 1920,
  quality: 0.8,
};

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Compresses an image with compressorjs, loaded on first use (it stays out of every chunk that
 * does not upload). EXIF orientation is applied, so portrait photos do not arrive sideways;
 * `strict` keeps the original when compression would make it bigger. Large PNGs (> 5 MB, the
 * library's default) become JPEG, and the file name follows the type.
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const { default: Compressor } = await import('compressorjs');
  const result = await new Promise<File | Blob>((resolve, reject) => {
    new Compressor(file, {
      ...DEFAULT_COMPRESSION,
      ...options,
      strict: true,
      checkOrientation: true,
      success: resolve,
      error: reject,
    });
  });
  if (result === file) return file;
  const type = result.type || file.type;
  const extension = EXTENSIONS[type];
  const base = file.name.replace(/\.[^.]+$/, '');
  const name = extension && type !== file.type ? `${base}.${extension}` : file.name;
  return new File([result], name, { type, lastModified: Date.now() });
}
