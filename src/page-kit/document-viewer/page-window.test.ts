import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_RENDERED, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('renders the visible pages and one on each side', () => {
    expect(pageWindow({ visible: [5], pageCount: 20 })).toEqual([4, 5, 6]);
    expect(pageWindow({ visible: [5, 6], pageCount: 20 })).toEqual([4, 5, 6, 7]);
  });

  it('stops at the first and last page', () => {
    expect(pageWindow({ visible: [1], pageCount: 20 })).toEqual([1, 2]);
    expect(pageWindow({ visible: [19, 20], pageCount: 20 })).toEqual([18, 19, 20]);
    expect(pageWindow({ visible: [1], pageCount: 1 })).toEqual([1]);
  });

  it('starts around the fallback (the resume page) before anything is seen', () => {
    expect(pageWindow({ visible: [], pageCount: 20 })).toEqual([1, 2]);
    expect(pageWindow({ visible: [], pageCount: 20, fallback: 8 })).toEqual([7, 8, 9]);
    expect(pageWindow({ visible: [], pageCount: 20, fallback: 99 })).toEqual([19, 20]);
  });

  it('caps the window, keeping the pages ahead when it must drop one', () => {
    expect(pageWindow({ visible: [3, 4, 5, 6, 7], pageCount: 20 })).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow({ visible: [5, 6, 7], pageCount: 20, max: 4 })).toEqual([5, 6, 7, 8]);
  });

  it('ignores page numbers that do not exist', () => {
    expect(pageWindow({ visible: [0, 21, 2.5, 3], pageCount: 20 })).toEqual([2, 3, 4]);
    expect(pageWindow({ visible: [3], pageCount: 0 })).toEqual([]);
  });

  it('never renders more than the cap, always within the document, always contiguous', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.array(fc.integer({ min: -5, max: 310 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 8 }),
        (pageCount, visible, max) => {
          const pages = pageWindow({ visible, pageCount, max });
          expect(pages.length).toBeGreaterThan(0);
          expect(pages.length).toBeLessThanOrEqual(max);
          expect(pages.every((page) => page >= 1 && page <= pageCount)).toBe(true);
          expect(pages.every((page, index) => index === 0 || page === (pages[index - 1] ?? 0) + 1)).toBe(
            true,
          );
        },
      ),
    );
    expect(DEFAULT_MAX_RENDERED).toBeLessThanOrEqual(5);
  });
});
