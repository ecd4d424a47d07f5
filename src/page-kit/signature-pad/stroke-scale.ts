import type { PointGroup } from 'signature_pad';

export interface Size {
  width: number;
  height: number;
}

/**
 * Strokes drawn on a pad of one size, fitted to a pad of another (rotation, a resized window):
 * one uniform scale, so the signature keeps its shape, centred in the new pad. Pen widths stay
 * as they are (thin lines should not become blobs on a bigger pad). Pure: returns new groups.
 */
export function rescaleStrokes(groups: readonly PointGroup[], from: Size, to: Size): PointGroup[] {
  if (from.width <= 0 || from.height <= 0 || to.width <= 0 || to.height <= 0) return groups.map(copy);
  const scale = Math.min(to.width / from.width, to.height / from.height);
  const dx = (to.width - from.width * scale) / 2;
  const dy = (to.height - from.height * scale) / 2;
  return groups.map((group) => ({
    ...group,
    points: group.points.map((point) => ({ ...point, x: point.x * scale + dx, y: point.y * scale + dy })),
  }));
}

const copy = (group: PointGroup): PointGroup => ({ ...group, points: group.points.map((p) => ({ ...p })) });
