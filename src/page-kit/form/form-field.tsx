import { useId, type ReactNode } from 'react';
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
  onBlur: () => void;
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
  const onBlur = () => {
    if (!isBlank(field.value)) field.onBlur();
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
