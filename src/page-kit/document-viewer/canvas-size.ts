/**
 * iOS Safari refuses (draws nothing into) a canvas above 16,777,216 pixels (4096 × 4096), and
 * every canvas counts against a per-tab memory budget, so page canvases are sized here.
 */
export const MAX_CANVAS_PIXELS = 16_777_216;
/** Beyond 2 the extra sharpness is invisible on a phone but costs 2.25× the memory of 2 (at 3). */
export const MAX_PIXEL_RATIO = 2;

export interface CanvasSize {
  /** Backing-store size in device pixels (canvas.width / canvas.height). */
  width: number;
  height: number;
  /** Device pixels per CSS pixel actually used (≤ the screen's ratio, ≤ MAX_PIXEL_RATIO). */
  ratio: number;
}

/**
 * The backing size for a page shown at `cssWidth × cssHeight` CSS pixels: the screen's pixel
 * ratio capped at 2, then lowered further if the area would pass the pixel limit (a zoomed-in
 * page on a large screen). Never below 0.5 device pixels per CSS pixel on valid input, so a
 * huge page is blurry rather than absent.
 */
export function canvasSize(
  cssWidth: number,
  cssHeight: number,
  devicePixelRatio: number,
  { maxPixels = MAX_CANVAS_PIXELS, maxRatio = MAX_PIXEL_RATIO } = {},
): CanvasSize {
  if (!(cssWidth > 0) || !(cssHeight > 0)) return { width: 0, height: 0, ratio: 0 };
  const screenRatio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  let ratio = Math.min(screenRatio, maxRatio);
  const area = cssWidth * cssHeight * ratio * ratio;
  if (area > maxPixels) ratio = Math.max(Math.sqrt(maxPixels / (cssWidth * cssHeight)), 0.5);
  let width = Math.floor(cssWidth * ratio);
  let height = Math.floor(cssHeight * ratio);
  // Flooring keeps the area under the limit, except when the 0.5 floor won: then clamp the size.
  while (width * height > maxPixels) {
    ratio *= 0.99;
    width = Math.floor(cssWidth * ratio);
    height = Math.floor(cssHeight * ratio);
  }
  return { width, height, ratio };
}
