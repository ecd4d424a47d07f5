export { AmountField } from './amount-field';
export type { AmountFieldProps } from './amount-field';
export { amountFieldSchema } from './amount-rules';
export type { AmountFieldRules } from './amount-rules';
