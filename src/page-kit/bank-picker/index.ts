export { BankPicker } from './bank-picker';
export type { BankPickerProps } from './bank-picker';
