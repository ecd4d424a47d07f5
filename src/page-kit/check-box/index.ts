export { CheckBox } from './check-box';
export { InlineCheckBox } from './inline-check-box';
export { RadioBox } from './radio-box';
