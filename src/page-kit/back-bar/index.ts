export { BackBar } from './back-bar';
export type { BackBarProps } from './back-bar';
