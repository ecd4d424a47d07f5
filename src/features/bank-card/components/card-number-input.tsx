import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { caretAfterDigits, cardDigits, groupCardNo } from '../model/card-number';

export interface CardNumberInputProps {
  id: string;
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Card number entry: the numeric keypad, digits only (anything else typed or pasted is dropped),
 * shown in groups of four while typing, with the caret kept where the investor was typing.
 */
export function CardNumberInput({ id, value, onChange, onBlur, invalid, describedBy }: CardNumberInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const grouped = groupCardNo(value);

  useLayoutEffect(() => {
    const el = input.current;
    if (pendingCaret.current === null || !el || document.activeElement !== el) return;
    const at = caretAfterDigits(grouped, pendingCaret.current);
    el.setSelectionRange(at, at);
    pendingCaret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = cardDigits(raw);
    const caret = event.target.selectionStart ?? raw.length;
    pendingCaret.current = Math.min(cardDigits(raw.slice(0, caret)).length, next.length);
    onChange(next);
  };

  return (
    <input
      ref={input}
      id={id}
      className="card-form-input card-number-input"
      type="text"
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="请输入本人名下借记卡卡号"
      // 19 digits + 4 spaces.
      maxLength={23}
      value={grouped}
      onChange={handleChange}
      onBlur={onBlur}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
