export { QueryEmpty, QueryFailed, QueryPending, StaleNotice } from './query-blocks';
export type { EmptyText, QueryFailedProps } from './query-blocks';
export { QueryView } from './query-view';
export type { QueryLike, QueryViewProps } from './query-view';
