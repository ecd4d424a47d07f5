import './picker.css';
export { ListStatus } from './list-status';
export type { ListStatusProps } from './list-status';
export { PickerHeader } from './picker-header';
export type { PickerHeaderProps } from './picker-header';
