export { copyText } from './copy-text';
