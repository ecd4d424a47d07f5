import { areaList } from '@vant/area-data';

/**
 * Provinces, cities and zones (districts/counties) with their 6-digit GB/T 2260 codes, from
 * @vant/area-data. A code's parent is found from its prefix: the first 2 digits name the
 * province, the first 4 the city.
 *
 * Municipalities: the data already lists 北京/天津/上海 with one city of the same name, which is
 * what users expect in a three-level picker (北京市 › 北京市 › 朝阳区). 重庆 is the exception:
 * the data splits it into "重庆市" (districts) and a statistical group named "县" (counties),
 * which nobody would pick, so the counties are folded into 重庆市.
 * Placeholder zones named "市辖区" (a statistics code, not a place) are dropped.
 */
const FOLDED_CITIES: Record<string, string> = { '500200': '500100' };
const PLACEHOLDER_ZONE = '市辖区';

export interface RegionRows {
  provinces: Array<{ provinceCode: string; provinceName: string }>;
  cities: Array<{ cityCode: string; cityName: string; provinceCode: string }>;
  zones: Array<{ zoneCode: string; zoneName: string; cityCode: string }>;
}

export function regionRows(): RegionRows {
  const provinces = Object.entries(areaList.province_list).map(([provinceCode, provinceName]) => ({
    provinceCode,
    provinceName,
  }));
  const cities = Object.entries(areaList.city_list)
    .filter(([cityCode]) => !(cityCode in FOLDED_CITIES))
    .map(([cityCode, cityName]) => ({ cityCode, cityName, provinceCode: `${cityCode.slice(0, 2)}0000` }));
  const zones = Object.entries(areaList.county_list)
    .filter(([, zoneName]) => zoneName !== PLACEHOLDER_ZONE)
    .map(([zoneCode, zoneName]) => {
      const ownCity = `${zoneCode.slice(0, 4)}00`;
      return { zoneCode, zoneName, cityCode: FOLDED_CITIES[ownCity] ?? ownCity };
    });
  return { provinces, cities, zones };
}
