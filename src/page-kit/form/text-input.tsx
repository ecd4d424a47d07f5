import type { ComponentPropsWithRef } from 'react';

export type TextInputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
};

/**
 * A plain text control for form rows. Native on purpose: antd-mobile's Input puts aria-invalid and
 * aria-describedby on its wrapper div, where screen readers never meet them; here they land on the
 * input itself. The row's CSS gives it antd-mobile's look and the elderly sizes.
 */
export function TextInput({ value, onChange, className, type = 'text', ...props }: TextInputProps) {
  return (
    <input
      {...props}
      type={type}
      className={`form-text-input${className ? ` ${className}` : ''}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
