import type { ReactNode } from 'react';
import type { FieldPathByValue, FieldPathValue, FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';
import { TextInput, type TextInputProps } from './text-input';

export type TextFieldProps<T extends FieldValues, N extends FieldPathByValue<T, string | undefined>> = Omit<
  FormFieldProps<T, N>,
  'render'
> &
  Omit<TextInputProps, 'value' | 'onChange' | 'name' | 'id' | 'onBlur'> & {
    hint?: ReactNode;
    /** What typing keeps (upper case, no spaces, letters only); the typed text by default. */
    clean?: (text: string) => string;
  };

/**
 * A text row of a contract form: FormField with a TextInput, the field's bind spread on it. The
 * rest of the props go to the input (placeholder, maxLength, type, inputMode, autoComplete);
 * `clean` shapes what is typed before the form keeps it.
 */
export function TextField<T extends FieldValues, N extends FieldPathByValue<T, string | undefined>>({
  control,
  name,
  label,
  hint,
  clean,
  ...input
}: TextFieldProps<T, N>) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      hint={hint}
      render={({ bind, value, onChange }) => (
        <TextInput
          {...input}
          {...bind}
          value={(value as string | undefined) ?? ''}
          onChange={(text) => onChange((clean ? clean(text) : text) as FieldPathValue<T, N>)}
        />
      )}
    />
  );
}
