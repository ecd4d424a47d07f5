export { LazySafeHtml } from './lazy-safe-html';
