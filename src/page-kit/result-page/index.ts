export { ResultPage } from './result-page';
export type { ResultAction, ResultPageProps } from './result-page';
export { ResultView } from './result-view';
export type { ResultStatus, ResultViewProps } from './result-view';
