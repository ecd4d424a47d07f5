import { useId, useState, type FocusEvent, type Ref } from 'react';
import { isMainlandMobile, normalizePhone } from '@/format/phone';
import { DigitsInput, MAINLAND_PHONE } from '@/page-kit/digits-input';
import './phone-input.css';

export interface PhoneInputProps {
  /** Controlled value: the bare 11 (or fewer) digits, no +86, no spaces. */
  value?: string;
  defaultValue?: string;
  /** Digits only, with whether they form a valid mainland mobile number. */
  onChange?: (digits: string, valid: boolean) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Accessible name. Default 手机号. */
  label?: string;
  placeholder?: string;
  /** Shows the fixed +86 prefix. Default true. */
  showPrefix?: boolean;
  disabled?: boolean;
  name?: string;
  /** For a form row's label (htmlFor). */
  id?: string;
  /** The input element, e.g. for a form that focuses its first invalid field. */
  ref?: Ref<HTMLInputElement>;
  /** Error text shown after leaving an incomplete or invalid number (standalone use). */
  errorText?: string;
  /**
   * Set by a form that validates and shows the message itself (page kit FormField): the widget
   * then shows no message of its own and takes aria-invalid / aria-describedby from the form.
   */
  invalid?: boolean;
  'aria-describedby'?: string;
}

/**
 * Mainland mobile number input (the spec shows no phone behaviour; login, SMS and bank-card
 * pages need one): +86 shown as a fixed prefix and stripped from pasted numbers, 3-4-4 grouping
 * while typing with the caret kept in place (the page kit's DigitsInput), 11 digits at most,
 * validation on blur.
 */
export function PhoneInput({
  value,
  defaultValue = '',
  onChange,
  onBlur,
  label = '手机号',
  placeholder = '请输入手机号',
  showPrefix = true,
  disabled,
  name,
  id: givenId,
  ref,
  errorText = '请输入正确的手机号',
  invalid: formInvalid,
  'aria-describedby': formDescribedBy,
}: PhoneInputProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const [own, setOwn] = useState(() => normalizePhone(defaultValue));
  const digits = value !== undefined ? normalizePhone(value) : own;
  const [touched, setTouched] = useState(false);
  const byForm = formInvalid !== undefined;
  const ownInvalid = !byForm && touched && digits.length > 0 && !isMainlandMobile(digits);
  const invalid = byForm ? formInvalid : ownInvalid;

  return (
    <div className={`phone-input${invalid ? ' phone-input-invalid' : ''}`}>
      <div className="phone-input-row">
        {showPrefix ? (
          <span className="phone-input-prefix" aria-hidden="true">
            +86
          </span>
        ) : null}
        <DigitsInput
          ref={ref}
          id={id}
          name={name}
          format={MAINLAND_PHONE}
          className="phone-input-field"
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={byForm ? formDescribedBy : ownInvalid ? `${id}-error` : undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={digits}
          onChange={(next) => {
            if (value === undefined) setOwn(next);
            onChange?.(next, isMainlandMobile(next));
          }}
          onBlur={(event) => {
            setTouched(true);
            onBlur?.(event);
          }}
        />
      </div>
      {ownInvalid ? (
        <p id={`${id}-error`} className="phone-input-error" role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
