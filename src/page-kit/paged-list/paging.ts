/**
 * The paging convention every list call uses (openapi/schemas/common.yaml): the request carries
 * `{pageNum ≥ 1, pageSize 1..50}`, the answer's data is `{list, total, pageNum, pageSize}`, and
 * there are more pages while pageNum × pageSize < total.
 */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const FIRST_PAGE_NUM = 1;
export const DEFAULT_PAGE_SIZE = 10;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * react-query's getNextPageParam for a paged call. A hostile or broken answer must not make the
 * list fetch forever: an empty page, fields that are not whole numbers, or an answer for another
 * page than the one asked for (a server that ignores pageNum and always answers page 1 would
 * otherwise be asked for page 2 again and again) end the list.
 */
export function getNextPageParam<T>(last: Page<T>, _all?: unknown, askedFor?: unknown): number | undefined {
  if (!last || !Array.isArray(last.list) || last.list.length === 0) return undefined;
  const { pageNum, pageSize, total } = last;
  if (!isCount(pageNum) || !isCount(pageSize) || !isCount(total) || pageNum < 1 || pageSize < 1) {
    return undefined;
  }
  if (askedFor !== undefined && askedFor !== pageNum) return undefined;
  return pageNum * pageSize < total ? pageNum + 1 : undefined;
}

/** Spread into useInfiniteQuery (or a generated infinite hook's `query` options). */
export const pagedQueryOptions = {
  initialPageParam: FIRST_PAGE_NUM,
  getNextPageParam,
} as const;

/**
 * The items of all pages in order. An item that moved to a later page between two requests (a
 * new one was inserted at the top) would appear twice: the first occurrence wins.
 */
export function flattenPages<T>(pages: readonly Page<T>[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    if (!Array.isArray(page?.list)) continue;
    for (const item of page.list) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}
