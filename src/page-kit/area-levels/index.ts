export { AreaLevels } from './area-levels';
export type { AreaLevelsProps } from './area-levels';
export { EMPTY_AREA } from './area-types';
export type { AreaOption, AreaSelection } from './area-types';
export { useAreaOptions, useCountryOptions } from './use-area-options';
export type { AreaLevel } from './use-area-options';
