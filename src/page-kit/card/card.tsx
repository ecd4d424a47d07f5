import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

/** The kit's card class, joined with the page's own (margins, layout): for a <Link> or any element. */
export function cardClass(className?: string): string {
  return className ? `kit-card ${className}` : 'kit-card';
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a <section> with a heading, an <article>, or a plain <div> (the default). */
  as?: 'div' | 'section' | 'article' | 'li';
  children?: ReactNode;
}

/** A card: the kit's surface around the children. */
export function Card({ as: Tag = 'div', className, children, ...rest }: CardProps) {
  return (
    <Tag className={cardClass(className)} {...rest}>
      {children}
    </Tag>
  );
}
