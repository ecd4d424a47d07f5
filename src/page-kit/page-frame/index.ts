export { PageFooterHint, PageFrame } from './page-frame';
export type { PageFrameProps } from './page-frame';
export { useHasInAppHistory } from './use-has-in-app-history';
export { usePageTitle } from './use-page-title';
