export { SignatureSheet } from './signature-sheet';
export type { SignatureSheetProps } from './signature-sheet';
