export { RegionPopup } from './region-popup';
export type { RegionPopupProps } from './region-popup';
