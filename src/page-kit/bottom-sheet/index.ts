export { BottomSheet } from './bottom-sheet';
export type { BottomSheetProps } from './bottom-sheet';
export { cardText } from './card-options';
export { CardSheetPicker } from './card-sheet-picker';
export type { CardSheetPickerProps } from './card-sheet-picker';
export { SheetOption, SheetOptions } from './sheet-option';
export type { SheetOptionProps, SheetOptionsProps } from './sheet-option';
