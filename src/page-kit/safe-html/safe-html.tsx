import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize';
import './safe-html.css';

export interface SafeHtmlProps {
  /** Untrusted markup; sanitised before it reaches the DOM. */
  html: string | null | undefined;
  as?: 'div' | 'span' | 'p';
  className?: string;
  style?: CSSProperties;
}

/** The wrapper's own class: it keeps the markup inside its box (safe-html.css). */
export const SAFE_HTML_CLASS = 'safe-html';

/** The only component that writes markup into the DOM (no other dangerouslySetInnerHTML). */
export function SafeHtml({ html, as: Tag = 'div', className, style }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const classes = className ? `${SAFE_HTML_CLASS} ${className}` : SAFE_HTML_CLASS;
  return <Tag className={classes} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
