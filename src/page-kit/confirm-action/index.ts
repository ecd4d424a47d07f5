export { useConfirmAction } from './use-confirm-action';
export type { ConfirmAction } from './use-confirm-action';
