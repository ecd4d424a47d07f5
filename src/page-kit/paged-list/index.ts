export { PagedList } from './paged-list';
export type { PagedListProps, PagedQueryLike } from './paged-list';
export { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, pagedQueryOptions } from './paging';
