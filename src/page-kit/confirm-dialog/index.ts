export type { DialogData } from './confirm-dialog';
export { ConfirmDialogSlot } from './confirm-dialog-slot';
export { confirmDialog, confirmDialogStore } from './confirm-dialog-store';
