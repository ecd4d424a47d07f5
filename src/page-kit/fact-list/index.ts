export { FactList } from './fact-list';
export type { FactListProps } from './fact-list';
