import type { PointGroup } from 'signature_pad';
import { describe, expect, it } from 'vitest';
import { rescaleStrokes } from './stroke-scale';

const group = (points: [number, number][]): PointGroup => ({
  dotSize: 0,
  minWidth: 1,
  maxWidth: 3,
  penColor: '#000',
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: points.map(([x, y], time) => ({ x, y, pressure: 0.5, time })),
});

const xy = (groups: PointGroup[]) => groups.map((g) => g.points.map((p) => [p.x, p.y]));

describe('rescaleStrokes', () => {
  it('scales uniformly and centres: portrait pad to landscape pad', () => {
    // 300 × 200 → 600 × 300: scale 1.5 (height-bound), 75 px margins left and right.
    const out = rescaleStrokes(
      [
        group([
          [0, 0],
          [300, 200],
        ]),
      ],
      { width: 300, height: 200 },
      { width: 600, height: 300 },
    );
    expect(xy(out)).toEqual([
      [
        [75, 0],
        [525, 300],
      ],
    ]);
  });

  it('shrinks when the pad gets smaller, keeping the shape', () => {
    const out = rescaleStrokes(
      [
        group([
          [100, 50],
          [200, 150],
        ]),
      ],
      { width: 400, height: 200 },
      { width: 200, height: 200 },
    );
    // scale 0.5 (width-bound), 50 px margins top and bottom.
    expect(xy(out)).toEqual([
      [
        [50, 75],
        [100, 125],
      ],
    ]);
  });

  it('keeps pen settings, times and pressure, and never touches the input', () => {
    const input = [group([[10, 10]])];
    const out = rescaleStrokes(input, { width: 100, height: 100 }, { width: 200, height: 200 });
    expect(out[0]).toMatchObject({ maxWidth: 3, penColor: '#000' });
    expect(out[0]?.points[0]).toMatchObject({ x: 20, y: 20, pressure: 0.5, time: 0 });
    expect(input[0]?.points[0]).toMatchObject({ x: 10, y: 10 });
    expect(out[0]).not.toBe(input[0]);
  });

  it('copies unchanged when a size is unknown (first layout)', () => {
    const input = [group([[10, 10]])];
    const out = rescaleStrokes(input, { width: 0, height: 0 }, { width: 200, height: 200 });
    expect(xy(out)).toEqual([[[10, 10]]]);
    expect(out[0]?.points[0]).not.toBe(input[0]?.points[0]);
  });
});
