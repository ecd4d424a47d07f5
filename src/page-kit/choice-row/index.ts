export { ChoiceRow } from './choice-row';
export type { ChoiceRowProps } from './choice-row';
