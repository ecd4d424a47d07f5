import type { ReactNode } from 'react';

export interface FormRowProps {
  /** The control's id; the label points at it. Omit for read-only rows. */
  htmlFor?: string;
  label: string;
  error?: string;
  errorId?: string;
  children: ReactNode;
}

/** One field of the card form: label, control, and its Chinese validation message below. */
export function FormRow({ htmlFor, label, error, errorId, children }: FormRowProps) {
  return (
    <div className={`card-form-row${error ? ' card-form-row-invalid' : ''}`}>
      <div className="card-form-line">
        {htmlFor ? (
          <label className="card-form-label" htmlFor={htmlFor}>
            {label}
          </label>
        ) : (
          <span className="card-form-label">{label}</span>
        )}
        <div className="card-form-control">{children}</div>
      </div>
      {error ? (
        <p id={errorId} className="card-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
