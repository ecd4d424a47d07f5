export { PullRefresh } from './pull-refresh';
export type { PullRefreshProps } from './pull-refresh';
