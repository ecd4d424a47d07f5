export { SubmitButton } from './submit-button';
export type { SubmitButtonProps } from './submit-button';
export { useSubmit } from './use-submit';
export type { SubmitOptions } from './use-submit';
