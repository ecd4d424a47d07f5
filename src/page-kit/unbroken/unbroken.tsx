import type { ReactNode } from 'react';
import './unbroken.css';

/**
 * A date, an amount or a code that must read as one piece: never broken across lines
 * ("有效期至2027-07-" / "31"). The text around it still wraps; this piece moves to the next line
 * whole.
 */
export function Unbroken({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ? `unbroken ${className}` : 'unbroken'}>{children}</span>;
}
