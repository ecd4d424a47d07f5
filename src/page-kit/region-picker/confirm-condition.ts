import type { AreaSelection } from '@/page-kit/area-levels';

/**
 * The spec gives two readings of when 确定 may close the region picker (section 2, item 3):
 * - 'province-city-zone': province, city and zone codes all set (the default);
 * - 'country-province-city': country, province and city set. The country is not picked here;
 *   it comes in through defaultValue (by name from the country dialog, or by code).
 */
export type RegionConfirmCondition = 'province-city-zone' | 'country-province-city';

export function canConfirmRegion(selection: AreaSelection, condition: RegionConfirmCondition): boolean {
  if (condition === 'country-province-city') {
    return (
      !!(selection.countryName || selection.countryCode) && !!selection.provinceCode && !!selection.cityCode
    );
  }
  return !!selection.provinceCode && !!selection.cityCode && !!selection.zoneCode;
}
