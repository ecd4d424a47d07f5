/**
 * What the transport reads from the contract for each call, in one chunk loaded with the first
 * call (operation-meta.ts): the operation table (tag, read, own business codes) and the answer
 * shape checker with its per-domain schema loaders. Nothing here is on the first load.
 */
export { operations } from '../../generated/operations';
export { loadDomainSchemas, shapeIssues } from './response-shape';
