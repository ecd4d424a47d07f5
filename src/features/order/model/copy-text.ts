export { copyText } from '../../../page-kit/copy-text/copy-text';
