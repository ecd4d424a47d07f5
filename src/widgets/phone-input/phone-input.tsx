import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { groupPhone, isMainlandMobile, normalizePhone } from '../../format/phone';
import './phone-input.css';

export interface PhoneInputProps {
  /** Controlled value: the bare 11 (or fewer) digits, no +86, no spaces. */
  value?: string;
  defaultValue?: string;
  /** Digits only, with whether they form a valid mainland mobile number. */
  onChange?: (digits: string, valid: boolean) => void;
  /** Accessible name. Default 手机号. */
  label?: string;
  placeholder?: string;
  /** Shows the fixed +86 prefix. Default true. */
  showPrefix?: boolean;
  disabled?: boolean;
  name?: string;
  /** Error text shown after leaving an incomplete or invalid number. */
  errorText?: string;
}

/** Where the caret sits among the digits, so regrouping does not throw it to the end. */
function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

function caretAfterDigits(formatted: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '') && ++seen === count) return i + 1;
  }
  return formatted.length;
}

/**
 * Mainland mobile number input (the spec shows no phone behaviour; login, SMS and bank-card
 * pages need one): +86 shown as a fixed prefix and stripped from pasted numbers, 3-4-4 grouping
 * while typing, 11 digits at most, validation on blur.
 */
export function PhoneInput({
  value,
  defaultValue = '',
  onChange,
  label = '手机号',
  placeholder = '请输入手机号',
  showPrefix = true,
  disabled,
  name,
  errorText = '请输入正确的手机号',
}: PhoneInputProps) {
  const id = useId();
  const [own, setOwn] = useState(() => normalizePhone(defaultValue));
  const digits = value !== undefined ? normalizePhone(value) : own;
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const formatted = groupPhone(digits);

  useLayoutEffect(() => {
    const el = input.current;
    if (pendingCaret.current === null || !el || document.activeElement !== el) return;
    const at = caretAfterDigits(formatted, pendingCaret.current);
    el.setSelectionRange(at, at);
    pendingCaret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = normalizePhone(raw);
    // A pasted "+86 …" loses its prefix, so count caret digits on what is left.
    const dropped = raw.replace(/\D/g, '').length - next.length;
    const caretDigits = digitsBefore(raw, event.target.selectionStart ?? raw.length) - Math.max(0, dropped);
    pendingCaret.current = Math.min(Math.max(caretDigits, 0), next.length);
    if (value === undefined) setOwn(next);
    onChange?.(next, isMainlandMobile(next));
  };

  const invalid = touched && digits.length > 0 && !isMainlandMobile(digits);
  return (
    <div className={`phone-input${invalid ? ' phone-input-invalid' : ''}`}>
      <div className="phone-input-row">
        {showPrefix ? (
          <span className="phone-input-prefix" aria-hidden="true">
            +86
          </span>
        ) : null}
        <input
          ref={input}
          id={id}
          name={name}
          className="phone-input-field"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={formatted}
          onChange={handleChange}
          onBlur={() => setTouched(true)}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="phone-input-error" role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
