import { useCallback, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CheckBox } from '@/page-kit/check-box';
import { messageOf } from './field-error';
import './checkbox-field.css';

/** What a box gets from CheckboxField: spread it on a component built around the kit's CheckBox. */
export interface CheckboxControl {
  checked: boolean;
  /** Sets the value and judges it at once: a tick is a finished entry, its message goes away. */
  onChange: (checked: boolean) => void;
  invalid: boolean;
  /** The message's id while there is one. The field also sets it on the native checkbox itself. */
  describedBy: string | undefined;
  /**
   * For the box's outer element: submit focuses the first invalid field through it. The checkbox
   * inside gets the focus (a screen reader says it, unticked and invalid); the element itself when
   * it holds none.
   */
  ref: (element: HTMLElement | null) => void;
}

export interface CheckboxFieldProps<T extends FieldValues, N extends FieldPathByValue<T, boolean>> {
  control: Control<T, unknown, FieldValues>;
  name: N;
  /** Class of the wrapper that holds the box and its message. */
  className?: string;
  /** A box of the page's own (an agreement with links to its documents), given the field's state. */
  render?: (box: CheckboxControl) => ReactNode;
  /** Or the box's words: the kit's CheckBox is drawn. */
  children?: ReactNode;
}

/**
 * A boolean form field (the agreement the investor must tick): react-hook-form's controller, the
 * box, and its message under it as an alert. The schema says what is required
 * (`z.boolean().refine((v) => v, '请阅读并同意…')`); the message shows on submit, goes on the tick.
 */
export function CheckboxField<T extends FieldValues, N extends FieldPathByValue<T, boolean>>({
  control,
  name,
  className,
  render,
  children,
}: CheckboxFieldProps<T, N>) {
  const errorId = useId();
  const { field, fieldState } = useController({ control, name });
  const error = messageOf(fieldState.error);
  const wrapper = useRef<HTMLDivElement>(null);
  const { ref: register } = field;
  const ref = useCallback(
    (element: HTMLElement | null) => register(checkboxIn(element) ?? element),
    [register],
  );
  // antd-mobile puts aria-* on its label, not on the input that takes the focus: the message is
  // tied to the checkbox here, so a screen reader says it with the box.
  useLayoutEffect(() => {
    const input = checkboxIn(wrapper.current);
    if (!input) return;
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', errorId);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }, [error, errorId]);
  const checked = field.value === true;
  const change = (next: boolean) => {
    field.onChange(next);
    field.onBlur();
  };
  const describedBy = error ? errorId : undefined;
  return (
    <div ref={wrapper} className={className ? `form-check ${className}` : 'form-check'}>
      {render ? (
        render({ checked, onChange: change, invalid: !!error, describedBy, ref })
      ) : (
        <div ref={ref} className="form-check-box">
          <CheckBox checked={checked} onChange={change}>
            {children}
          </CheckBox>
        </div>
      )}
      {error ? (
        <p id={errorId} className="form-row-error form-check-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const checkboxIn = (element: HTMLElement | null) =>
  element?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;
