export { Card, cardClass } from './card';
export type { CardProps } from './card';
