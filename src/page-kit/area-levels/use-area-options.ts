import { useSelectAreaCity, useSelectExternalDict } from '@gen/hooks/common/common';
import type { AreaItem } from '@gen/model/areaItem';
import type { AreaOption } from './area-types';

/** The country dictionary code (product spec, section 9). */
export const COUNTRY_DICT_CODE = 'cnty_cd';

export type AreaLevel = 'province' | 'city' | 'zone';

function toOption(item: AreaItem): AreaOption {
  if ('provinceCode' in item) return { name: item.provinceName, code: item.provinceCode };
  if ('cityCode' in item) return { name: item.cityName, code: item.cityCode };
  return { name: item.zoneName, code: item.zoneCode };
}

/** Countries from selectExternalDict (cnty_cd): note is the label, fldm the code. */
export function useCountryOptions(enabled: boolean) {
  return useSelectExternalDict(
    { dictCode: COUNTRY_DICT_CODE },
    {
      query: {
        enabled,
        staleTime: Number.POSITIVE_INFINITY,
        select: (data) => (data?.dictList ?? []).map(({ note, fldm }) => ({ name: note, code: fldm })),
      },
      request: { hideLoading: true },
    },
  );
}

/**
 * Provinces (both codes empty), a province's cities (provinceCode) or a city's zones (cityCode)
 * from selectAreaCity. Each level has its own query key, so a late answer for a level the user
 * already left never replaces the list on screen.
 */
export function useAreaOptions(level: AreaLevel, provinceCode: string, cityCode: string, enabled: boolean) {
  const request = {
    provinceCode: level === 'province' ? '' : provinceCode,
    cityCode: level === 'zone' ? cityCode : '',
  };
  const ready = level === 'province' || (level === 'city' ? !!provinceCode : !!cityCode);
  return useSelectAreaCity(request, {
    query: {
      enabled: enabled && ready,
      staleTime: Number.POSITIVE_INFINITY,
      select: (data) => (data ?? []).map(toOption),
    },
    request: { hideLoading: true },
  });
}
