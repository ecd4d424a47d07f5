import { describe, expect, it } from 'vitest';
import { gapText, monthGrid, pointsText, tenThousandText } from './points-text';

describe('points text', () => {
  it('groups points and shows assets in 万元 exactly', () => {
    expect(pointsText(12680)).toBe('12,680');
    expect(pointsText(5)).toBe('5');
    expect(tenThousandText('39779600.00')).toBe('3,977.96万元');
    expect(gapText('39779600.00', '50000000.00')).toBe('1,022.04万元');
    expect(gapText('60000000.00', '50000000.00')).toBeUndefined();
    expect(gapText('60000000.00', undefined)).toBeUndefined();
  });

  it('lays a month out from Monday', () => {
    const november = monthGrid('2026-11'); // 2026-11-01 is a Sunday
    expect(november.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(november.at(-1)).toBe('2026-11-30');
    expect(monthGrid('2024-02').filter(Boolean)).toHaveLength(29);
  });
});
