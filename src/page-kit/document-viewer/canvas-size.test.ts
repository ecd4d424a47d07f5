import { describe, expect, it } from 'vitest';
import { canvasSize, MAX_CANVAS_PIXELS } from './canvas-size';

describe('canvasSize', () => {
  it('uses the screen ratio up to 2', () => {
    expect(canvasSize(375, 530, 1)).toEqual({ width: 375, height: 530, ratio: 1 });
    expect(canvasSize(375, 530, 2)).toEqual({ width: 750, height: 1060, ratio: 2 });
    // An iPhone Pro (3×) gets 2×: sharper is invisible, memory is not.
    expect(canvasSize(375, 530, 3)).toEqual({ width: 750, height: 1060, ratio: 2 });
  });

  it('keeps a large zoomed page under the iOS limit of 16,777,216 pixels', () => {
    // A tablet 1024 px wide at zoom 2: 2048 × 2896 CSS pixels would be 23.7 M device pixels at 2×.
    const size = canvasSize(2048, 2896, 2);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(size.ratio).toBeLessThan(2);
    expect(size.ratio).toBeGreaterThan(1.3);
    // Still the page's shape.
    expect(size.width / size.height).toBeCloseTo(2048 / 2896, 2);
  });

  it('stays under the limit even when the 0.5 floor would pass it', () => {
    const size = canvasSize(10_000, 10_000, 2);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(size.width).toBeGreaterThan(0);
  });

  it('honours other limits', () => {
    const size = canvasSize(1000, 1000, 2, { maxPixels: 1_000_000 });
    expect(size).toEqual({ width: 1000, height: 1000, ratio: 1 });
  });

  it('treats a missing or broken pixel ratio as 1 and an empty box as nothing to draw', () => {
    expect(canvasSize(100, 100, Number.NaN).ratio).toBe(1);
    expect(canvasSize(100, 100, 0).ratio).toBe(1);
    expect(canvasSize(0, 100, 2)).toEqual({ width: 0, height: 0, ratio: 0 });
  });
});
