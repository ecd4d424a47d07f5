/**
 * For tests only: the dialog itself and the host that renders the queue. Pages call
 * confirmDialog() and the shell mounts ConfirmDialogSlot, which loads these on the first dialog;
 * the index does not export them, so that importing confirmDialog() never brings the dialog's
 * code and CSS along.
 */
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { ConfirmDialogHost } from './confirm-dialog-host';
