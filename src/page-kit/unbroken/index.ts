export { Unbroken } from './unbroken';
