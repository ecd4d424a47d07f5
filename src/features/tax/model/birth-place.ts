import type { AreaSelection } from '@/page-kit/area-levels';
import { MAINLAND_COUNTRY_CODE } from '@/page-kit/region-popup';

/**
 * A birthplace as the CRS form writes it in Chinese: the country, then the province and the city
 * (a municipality once: 中国上海市). Undefined while a mainland place lacks its city.
 */
export function birthPlaceText(place: AreaSelection): string | undefined {
  if (!place.countryName) return undefined;
  if (place.countryCode !== MAINLAND_COUNTRY_CODE) return place.countryName;
  if (!place.provinceName || !place.cityName) return undefined;
  const city = place.cityName === place.provinceName ? '' : place.cityName;
  return `${place.countryName}${place.provinceName}${city}`;
}
