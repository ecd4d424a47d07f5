/**
 * How a code is drawn. Error correction: 'M' (15 %) is enough for a code read off a screen;
 * 'Q' (25 %) survives a print, a crease or a photo of a photo. The quiet zone (margin, in
 * modules) must stay white for any scanner; 4 is the standard's, 2 is the least that phones read.
 */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrDrawOptions {
  errorCorrectionLevel: QrLevel;
  margin: number;
  /** Pixel width of the PNG: twice the shown size or more, so it stays sharp on 3× screens. */
  width: number;
  color: { dark: string; light: string };
}

/** Dark modules on white: scanners need the contrast, and a saved picture prints as it looks. */
export const QR_COLORS = { dark: '#14305cff', light: '#ffffffff' } as const;

export function qrDrawOptions(level: QrLevel = 'M', margin = 2): QrDrawOptions {
  return { errorCorrectionLevel: level, margin, width: 480, color: { ...QR_COLORS } };
}

/**
 * The longest text a code carries here. A version-40 code holds ~2,300 bytes at 'M', but a
 * phone screen's code past ~300 bytes has modules too small to scan reliably; a longer address
 * is a bug upstream (say so rather than draw an unreadable code).
 */
export const QR_MAX_LENGTH = 512;
