export { QrCode } from './qr-code';
export type { QrCodeProps } from './qr-code';
export { currentQrSaveHint } from './qr-save-hint';
