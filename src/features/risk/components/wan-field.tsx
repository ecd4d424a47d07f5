import { useId } from 'react';
import { isWanDraft, isWanInput } from '../model/worksheet';
import '../styles/qualify.css';

export interface WanFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

/** A figure in 万元 for the worksheets: digits and up to two decimals, flagged when incomplete. */
export function WanField({ label, value, onChange, hint }: WanFieldProps) {
  const id = useId();
  const invalid = !isWanInput(value);
  return (
    <div className="wan-field">
      <label htmlFor={id}>
        {label}
        {hint ? <small>{hint}</small> : null}
      </label>
      <span className="wan-field-box" data-invalid={invalid || undefined}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          aria-invalid={invalid}
          onChange={(event) => {
            const next = event.target.value.trim();
            if (isWanDraft(next)) onChange(next);
          }}
        />
        <span aria-hidden="true">万元</span>
      </span>
    </div>
  );
}
