import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './info-section.css';

/** A white group of read-only rows with a heading and an optional action (修改). */
export function InfoSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="info-section" aria-label={title}>
      <div className="info-section-head">
        <h2 className="info-section-title">{title}</h2>
        {action}
      </div>
      <dl className="info-section-rows">{children}</dl>
    </section>
  );
}

export interface InfoRowProps {
  label: string;
  children: ReactNode;
  /** The whole row links there (an arrow shows). */
  to?: string;
  /** A second line under the value (e.g. 有效期至 2026-09-30). */
  note?: ReactNode;
  tone?: 'danger' | 'warning' | 'success';
}

/** One label/value row; with `to`, the row is one link (a tap target the height of the row). */
export function InfoRow({ label, children, to, note, tone }: InfoRowProps) {
  const body = (
    <>
      <dt className="info-row-label">{label}</dt>
      <dd className={`info-row-value${tone ? ` info-row-${tone}` : ''}`}>
        <span className="info-row-text">{children}</span>
        {note ? <span className="info-row-note">{note}</span> : null}
      </dd>
    </>
  );
  if (!to) return <div className="info-row">{body}</div>;
  return (
    <div className="info-row info-row-link">
      <Link to={to} className="info-row-anchor">
        {body}
        <span className="info-row-arrow" aria-hidden="true">
          ›
        </span>
      </Link>
    </div>
  );
}
