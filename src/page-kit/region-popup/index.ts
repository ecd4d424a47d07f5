export { MAINLAND_COUNTRY_CODE, RegionPopup } from './region-popup';
export type { RegionPopupProps } from './region-popup';
