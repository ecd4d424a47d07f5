import { describe, expect, it } from 'vitest';
import { flattenPages, getNextPageParam, type Page } from './paging';

const page = (over: Partial<Page<string>>): Page<string> => ({
  list: ['a'],
  total: 23,
  pageNum: 1,
  pageSize: 10,
  ...over,
});

describe('getNextPageParam', () => {
  it('asks for the next page while pageNum × pageSize < total', () => {
    expect(getNextPageParam(page({ pageNum: 1 }))).toBe(2);
    expect(getNextPageParam(page({ pageNum: 2 }))).toBe(3);
    expect(getNextPageParam(page({ pageNum: 3 }))).toBeUndefined();
    expect(getNextPageParam(page({ pageNum: 2, total: 20 }))).toBeUndefined();
    expect(getNextPageParam(page({ pageNum: 1, total: 11 }))).toBe(2);
  });

  it('ends the list on an empty page even when total promises more (no endless fetching)', () => {
    expect(getNextPageParam(page({ list: [], total: 1000 }))).toBeUndefined();
  });

  it.each([
    ['total a string', { total: '23' }],
    ['pageNum null', { pageNum: null }],
    ['pageSize 0', { pageSize: 0 }],
    ['pageNum 0', { pageNum: 0 }],
    ['fractional total', { total: 22.5 }],
    ['negative total', { total: -1 }],
    ['list not an array', { list: 'a,b' }],
  ])('ends the list when the answer is malformed: %s', (_name, over) => {
    expect(getNextPageParam(page(over as Partial<Page<string>>))).toBeUndefined();
  });
});

describe('getNextPageParam against a server that ignores paging', () => {
  it('ends the list when the answer is for another page than the one asked for', () => {
    // Asked for page 2, answered page 1 again (e.g. a static mock): asking for 2 again would loop.
    expect(getNextPageParam(page({ pageNum: 1 }), [], 2)).toBeUndefined();
    expect(getNextPageParam(page({ pageNum: 2 }), [], 2)).toBe(3);
    expect(getNextPageParam(page({ pageNum: 1 }), [], 1)).toBe(2);
  });
});

describe('flattenPages', () => {
  it('joins the pages in order and keeps the first of an item that moved to a later page', () => {
    const pages = [page({ list: ['a', 'b'] }), page({ list: ['b', 'c'] })];
    expect(flattenPages(pages, (x) => x)).toEqual(['a', 'b', 'c']);
  });

  it('skips a page whose list is missing', () => {
    expect(flattenPages([page({ list: ['a'] }), { total: 1 } as Page<string>], (x) => x)).toEqual(['a']);
  });
});
