import { useId, type FocusEvent, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import { FieldRow } from './field-row';
import { messageOf } from './field-error';

/** The attributes a control spreads on its focusable element (`<TextInput {...bind} />`). */
export interface FieldBind {
  id: string;
  name: string;
  /** Must reach something focusable: submit focuses the first invalid field through it. */
  ref: RefCallBack;
  onBlur: (event?: FocusEvent) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What a control gets from FormField: value and change, the bind attributes, the row's state. */
export interface FieldControl<V> {
  value: V;
  onChange: (value: V) => void;
  /** For pickers: sets the chosen value and judges it at once (a choice is a finished entry). */
  onPick: (value: V) => void;
  bind: FieldBind;
  invalid: boolean;
  /** For controls that are not labelable elements (role="textbox" divs): aria-labelledby. */
  labelId: string;
}

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T, unknown, FieldValues>;
  name: N;
  label: string;
  hint?: ReactNode;
  render: (field: FieldControl<FieldPathValue<T, N>>) => ReactNode;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Leaving a field for the form's submit button. Judging the field at once would insert its
 * message above the button while the tap is still being delivered (a tap's mousedown, focus
 * change, mouseup and click come in one task), moving the button from under the finger: the tap
 * would be lost. So the judging waits for the next task; a real tap has submitted by then (and
 * the submit judges every field), a Tab onto the button just shows the message a moment later.
 */
function leavingForSubmit(event: FocusEvent | undefined): boolean {
  const next = event?.relatedTarget;
  if (!(next instanceof HTMLButtonElement) || next.type !== 'submit' || !next.form) return false;
  return event?.currentTarget instanceof Element && event.currentTarget.closest('form') === next.form;
}

/**
 * A form field: react-hook-form's controller inside a FieldRow, with the label pointing at the
 * control, aria-invalid and aria-describedby (message, hint) wired, and the kit's timing: leaving
 * an empty field says nothing yet (submit will); leaving a filled one judges it.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  hint,
  render,
}: FormFieldProps<T, N>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = messageOf(fieldState.error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const onBlur = (event?: FocusEvent) => {
    if (isBlank(field.value)) return;
    if (leavingForSubmit(event)) setTimeout(field.onBlur, 0);
    else field.onBlur();
  };
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRow
      label={label}
      htmlFor={id}
      labelId={`${id}-label`}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
    >
      {render({
        value: field.value,
        onChange: field.onChange,
        onPick: (value) => {
          field.onChange(value);
          field.onBlur();
        },
        bind: {
          id,
          name: field.name,
          ref: field.ref,
          onBlur,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        },
        invalid: !!error,
        labelId: `${id}-label`,
      })}
    </FieldRow>
  );
}
