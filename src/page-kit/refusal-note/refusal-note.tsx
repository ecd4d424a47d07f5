import type { ReactNode } from 'react';
import './refusal-note.css';

/**
 * A refusal said in place (a business code the page handles itself): announced to screen readers
 * as an alert, the answers on the page kept.
 */
export function RefusalNote({ children }: { children: ReactNode }) {
  return (
    <p className="refusal-note" role="alert">
      {children}
    </p>
  );
}
