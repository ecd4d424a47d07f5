export { DocumentViewer } from './document-viewer';
export type { DocumentViewerProps, ReadingProgress } from './document-viewer';
