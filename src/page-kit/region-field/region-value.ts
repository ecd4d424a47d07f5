import * as z from 'zod';
import type { AreaSelection } from '@/page-kit/area-levels';

/** A bank account's place of opening: province and city (addBankCard / updateBankCardInfo). */
export interface ProvinceCity {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
}

/** An address's region: province, city and district (RegionAddress without the street). */
export interface ProvinceCityDistrict extends ProvinceCity {
  districtCode: string;
  districtName: string;
}

/** How deep the field asks: to the city, or on to the district. */
export type RegionLevels = 'province-city' | 'province-city-district';

/** The value a field of these levels holds once picked. */
export type RegionOf<L extends RegionLevels> = L extends 'province-city'
  ? ProvinceCity
  : ProvinceCityDistrict;

/** The picker's selection read as the field's value: only the levels asked for are kept. */
export function regionOfSelection<L extends RegionLevels>(selection: AreaSelection, levels: L): RegionOf<L> {
  const city: ProvinceCity = {
    provinceCode: selection.provinceCode,
    provinceName: selection.provinceName,
    cityCode: selection.cityCode,
    cityName: selection.cityName,
  };
  if (levels === 'province-city') return city as RegionOf<L>;
  return { ...city, districtCode: selection.zoneCode, districtName: selection.zoneName } as RegionOf<L>;
}

/**
 * Where the picker opens: the region on record (its district as the picker's zone). Asked to the
 * city, the picker confirms on country + province + city, so the country is fixed to China.
 */
export function selectionOfRegion(
  region: ProvinceCity | ProvinceCityDistrict | null | undefined,
  levels: RegionLevels,
): Partial<AreaSelection> {
  const country: Partial<AreaSelection> =
    levels === 'province-city' ? { countryName: '中国', countryCode: 'CHN' } : {};
  if (!region) return country;
  const { provinceCode, provinceName, cityCode, cityName } = region;
  const district =
    'districtCode' in region ? { zoneCode: region.districtCode, zoneName: region.districtName } : {};
  return { ...country, provinceCode, provinceName, cityCode, cityName, ...district };
}

/**
 * The field's text: 广东省 深圳市 南山区; a municipality's name once (上海市 上海市 浦东新区 →
 * 上海市 浦东新区); '' before a choice.
 */
export function regionText(region: Partial<ProvinceCityDistrict> | null | undefined): string {
  if (!region) return '';
  const parts = [region.provinceName, region.cityName, region.districtName].filter(Boolean);
  return parts.filter((part, i) => part !== parts[i - 1]).join(' ');
}

/**
 * A form's region rule: the contract's code and name rules for each level, null until picked
 * (then the form's "请选择…" message, the field's texts naming it with verb 选择).
 */
export function pickedRegion<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(shape)
    .nullable()
    .refine((region) => region !== null);
}
