import type { ReactNode } from 'react';
import './form.css';

export interface FieldRowProps {
  label: string;
  /** The control's id: the label points at it. Omit for read-only rows. */
  htmlFor?: string;
  /** Id for the label itself, for controls that are not labelable elements (aria-labelledby). */
  labelId?: string;
  /** A standing note under the control (e.g. 100.00万元). */
  hint?: ReactNode;
  hintId?: string;
  /** The Chinese validation message; shown as an alert, and the row turns red. */
  error?: string;
  errorId?: string;
  children: ReactNode;
}

/**
 * One row of a form: label, control, then its hint and its message. The ids are the caller's
 * (FormField wires them into aria-describedby); read-only rows have no control id.
 */
export function FieldRow({ label, htmlFor, labelId, hint, hintId, error, errorId, children }: FieldRowProps) {
  return (
    <div className={`form-row${error ? ' form-row-invalid' : ''}`}>
      <div className="form-row-line">
        {htmlFor ? (
          <label id={labelId} className="form-row-label" htmlFor={htmlFor}>
            {label}
          </label>
        ) : (
          <span id={labelId} className="form-row-label">
            {label}
          </span>
        )}
        <div className="form-row-control">{children}</div>
      </div>
      {hint ? (
        <div id={hintId} className="form-row-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="form-row-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A white group of rows, named for screen readers (持卡人信息). */
export function FormSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="form-section" aria-label={label}>
      {children}
    </section>
  );
}

/** A line for a checkbox or switch under a section (设为默认卡), tall enough to tap in elderly mode. */
export function FormOption({ children }: { children: ReactNode }) {
  return <div className="form-option">{children}</div>;
}

/** The submit area: the button(s), then a small note (下一步将向预留手机号发送短信验证码). */
export function FormActions({ tip, children }: { tip?: ReactNode; children: ReactNode }) {
  return (
    <div className="form-actions">
      {children}
      {tip ? <p className="form-actions-tip">{tip}</p> : null}
    </div>
  );
}
