export { PhoneInput } from './phone-input';
export type { PhoneInputProps } from './phone-input';
