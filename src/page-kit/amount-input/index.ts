export { amountError, limitText, parseAmount, toCapitalText, toContractAmount } from './amount';
export type { AmountRules } from './amount';
export { AmountInput } from './amount-input';
export type { AmountInputProps } from './amount-input';
