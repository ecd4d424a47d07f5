import type { ReactNode } from 'react';
import './status-block.css';

/** What the block stands for: nothing to show, or something went wrong. */
export type StatusBlockStatus = 'empty' | 'failed';

export interface StatusBlockProps {
  status: StatusBlockStatus;
  title: ReactNode;
  description?: ReactNode;
  /** The way on: a retry, a link to where the first item is made. */
  children?: ReactNode;
  /** The page's own spacing (a whole-page state sits lower). */
  className?: string;
}

/**
 * The page's "nothing here" or "that failed" in the middle of the content: a small line drawing,
 * the title, one line of explanation, the way on. In place of antd-mobile's ErrorBlock, whose
 * module carries its four illustrations (34 KB of SVG, 10.7 KB gzip) into every page that shows a
 * list, whether or not it is ever empty (npm run perf:lighthouse: the data pages' first load).
 */
export function StatusBlock({ status, title, description, children, className }: StatusBlockProps) {
  return (
    <div className={className ? `status-block ${className}` : 'status-block'} data-status={status}>
      {status === 'empty' ? <EmptyGlyph /> : <FailedGlyph />}
      <div className="status-block-title">{title}</div>
      {description ? <div className="status-block-description">{description}</div> : null}
      {children ? <div className="status-block-actions">{children}</div> : null}
    </div>
  );
}

/** An open, empty tray. Decorative: the title says it. */
function EmptyGlyph() {
  return (
    <svg className="status-block-glyph" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M10 36 18 16h28l8 20v14a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4Z" />
      <path d="M10 36h14l3 6h10l3-6h14" />
    </svg>
  );
}

/** A circle with an exclamation mark. Decorative: the title says it. */
function FailedGlyph() {
  return (
    <svg className="status-block-glyph" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="22" />
      <path d="M32 20v16" />
      <circle className="status-block-dot" cx="32" cy="44" r="1.5" />
    </svg>
  );
}
