export { FILE_PREVIEW_PATH, filePreviewUrl } from './file-preview-url';
