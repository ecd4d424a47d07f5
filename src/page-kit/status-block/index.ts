export { StatusBlock } from './status-block';
export type { StatusBlockProps } from './status-block';
