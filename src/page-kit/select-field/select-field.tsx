import type { ComponentPropsWithRef } from 'react';
import './select-field.css';

export interface SelectFieldProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'value' | 'children' | 'type'
> {
  /** The chosen value as text; empty shows the placeholder. */
  value?: string | null;
  /** Default 请选择. */
  placeholder?: string;
}

/**
 * The button that opens a picker (bank, region, dictionary): the chosen value or a grey
 * placeholder, and an arrow. It is a real button, so a form row's label names it, a form can focus
 * it when it is the first invalid field (pass `ref`), and `aria-invalid` turns the arrow red (the
 * row's message says what is wrong; a red placeholder would say it twice).
 * Opening the picker is the caller's onClick.
 */
export function SelectField({
  value,
  placeholder = '请选择',
  className,
  disabled,
  ...props
}: SelectFieldProps) {
  const empty = !value;
  return (
    <button
      type="button"
      {...props}
      disabled={disabled}
      className={`select-field${empty ? ' select-field-empty' : ''}${className ? ` ${className}` : ''}`}
    >
      <span className="select-field-text">{empty ? placeholder : value}</span>
      {disabled ? null : (
        <svg className="select-field-arrow" viewBox="0 0 8 14" aria-hidden="true" focusable="false">
          <path d="M1 1l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      )}
    </button>
  );
}
