import { Button, type ButtonProps } from 'antd-mobile';
import { useSubmit, type SubmitOptions } from './use-submit';

export interface SubmitButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** The write. The button locks synchronously from the tap until it settles, then for guardMs. */
  onSubmit: () => Promise<unknown>;
  guardMs?: SubmitOptions['guardMs'];
}

/**
 * A button whose action can run only once at a time: useSubmit's lock, pending state as the
 * button's loading state (with its text kept, so the button keeps its name), and the re-click
 * window after it ends. Defaults to the page's main action look (block, primary, large).
 */
export function SubmitButton({ onSubmit, guardMs, children, ...button }: SubmitButtonProps) {
  const submit = useSubmit(onSubmit, { guardMs });
  return (
    <Button
      block
      color="primary"
      size="large"
      {...button}
      loading={submit.pending}
      loadingText={typeof children === 'string' ? children : undefined}
      onClick={() => void submit.run()}
    >
      {children}
    </Button>
  );
}
