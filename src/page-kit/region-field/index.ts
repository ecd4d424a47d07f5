export { RegionField } from './region-field';
export type { RegionFieldProps } from './region-field';
export { pickedRegion } from './region-value';
export type { ProvinceCity } from './region-value';
