import type { ReactNode } from 'react';
import './fact-list.css';

export interface FactListProps {
  /** `<dt>` / `<dd>` pairs. */
  children: ReactNode;
  /** Names the list for screen readers where no heading does. */
  label?: string;
  /** The page's own additions (spacing in a card). */
  className?: string;
}

/** A description list of facts: label on the left, value on the right (stacked in elderly mode). */
export function FactList({ children, label, className }: FactListProps) {
  return (
    <dl className={className ? `fact-list ${className}` : 'fact-list'} aria-label={label}>
      {children}
    </dl>
  );
}
