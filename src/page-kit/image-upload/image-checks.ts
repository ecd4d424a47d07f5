/** What the upload accepts, and the Chinese message for each refusal. */
export interface ImageRules {
  /** MIME types accepted (default JPG and PNG, what every backend image path takes). */
  accept: readonly string[];
  /** Largest file before compression: anything bigger is not worth decoding on a phone. */
  maxOriginalMb: number;
  /** Largest file actually uploaded, after compression. */
  maxSizeMb: number;
}

export const DEFAULT_RULES: ImageRules = {
  accept: ['image/jpeg', 'image/png'],
  maxOriginalMb: 30,
  maxSizeMb: 5,
};

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/bmp': 'BMP',
};

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  heic: 'image/heic',
  heif: 'image/heif',
};

const MB = 1024 * 1024;

/** The file's type, from the browser or (Android pickers often give none) its extension. */
export function imageType(file: File): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/**
 * iPhones shoot HEIC. With a JPG/PNG `accept`, iOS converts on upload; some Android pickers
 * and desktop browsers pass HEIC through, which neither our canvas compression nor the
 * backend can read, so it is refused with a way out.
 */
export function isHeic(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/.test(imageType(file)) || /\.(heic|heif)$/i.test(file.name);
}

export const typesText = (accept: readonly string[]) =>
  accept.map((type) => TYPE_NAMES[type] ?? type).join('、');

const formatMb = (mb: number) => `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;

/** Checks a picked file before compression: a Chinese message, or null when it may proceed. */
export function checkPicked(file: File, rules: ImageRules): string | null {
  if (isHeic(file)) {
    return `“${file.name}”是 HEIC/HEIF 格式，暂不支持。请在相机设置中将格式改为“兼容性最佳”后重新拍摄，或截图后上传`;
  }
  if (!rules.accept.includes(imageType(file))) {
    return `“${file.name}”格式不支持，请上传 ${typesText(rules.accept)} 格式的图片`;
  }
  if (file.size > rules.maxOriginalMb * MB) {
    return `“${file.name}”过大（超过 ${formatMb(rules.maxOriginalMb)}），请选择较小的图片`;
  }
  if (file.size === 0) return `“${file.name}”是空文件，请重新选择`;
  return null;
}

/** Checks the file that would be uploaded (after compression). */
export function checkCompressed(file: File, originalName: string, rules: ImageRules): string | null {
  if (file.size > rules.maxSizeMb * MB) {
    return `“${originalName}”压缩后仍超过 ${formatMb(rules.maxSizeMb)}，请选择较小的图片`;
  }
  return null;
}

export const countExceededText = (maxCount: number, ignored: number) =>
  `最多上传 ${maxCount} 张图片，已忽略多选的 ${ignored} 张`;

export const rulesHint = (rules: ImageRules, maxCount: number) =>
  `支持 ${typesText(rules.accept)} 格式，单张不超过 ${formatMb(rules.maxSizeMb)}${maxCount > 1 ? `，最多 ${maxCount} 张` : ''}`;
