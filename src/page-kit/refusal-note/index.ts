export { RefusalNote } from './refusal-note';
