export { ImageUpload } from './image-upload';
export type { ImageUploadProps } from './image-upload';
