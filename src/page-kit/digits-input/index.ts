export { CARD_NUMBER, ID_NUMBER, MAINLAND_PHONE } from './digits-format';
export type { DigitsFormat } from './digits-format';
export { DigitsInput } from './digits-input';
export type { DigitsInputProps } from './digits-input';
