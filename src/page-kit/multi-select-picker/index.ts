export { MultiSelectPicker } from './multi-select-picker';
export type { MultiSelectPickerProps } from './multi-select-picker';
